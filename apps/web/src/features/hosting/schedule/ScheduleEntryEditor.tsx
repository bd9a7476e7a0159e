import { ScheduleType } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextInput } from '../../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  addInterval,
  FROM_HOURS,
  hourLabel,
  intervalProblem,
  repeatSummary,
  TO_HOURS,
  toggleCustomRepeat,
  toggleSpecificDate,
  UNITS,
  WEEKDAYS,
  type EntryIssues,
  type ScheduleEntryDraft,
} from './schedule-rules.ts';
import { NativeSelect } from '../../../components/NativeSelect.tsx';

const intervalText = (interval: { from: string; to: string }) => `${interval.from}–${interval.to}`;

/** A field's problem, under it; `id` is what the field's aria-describedby points at. */
function FieldProblem({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <Typography id={id} variant="body2" color="error" sx={{ mt: 0.75 }}>
      {text}
    </Typography>
  );
}

/**
 * One schedule entry (docs/product/screens.md Schedule dialog): weekdays (type 2), a specific date (type 1) or a custom repeat
 * (type 3), and its hours. `issues` are what is wrong with its parts, each shown under its field: a past date and a
 * frequency below 1 as soon as they are typed, the rest once the host has tried to submit.
 */
export function ScheduleEntryEditor({
  number,
  entry,
  today,
  issues,
  onChange,
  onRemove,
}: {
  number: number;
  entry: ScheduleEntryDraft;
  today: string;
  issues: EntryIssues;
  onChange: (entry: ScheduleEntryDraft) => void;
  onRemove: () => void;
}) {
  const [from, setFrom] = useState<number | undefined>();
  const [to, setTo] = useState<number | undefined>();
  const [intervalError, setIntervalError] = useState<string>();
  const errorId = useId();
  const problemId = useId();
  const problemIdOf = (field: keyof EntryIssues) => `${problemId}-${field}`;
  const describedBy = (field: keyof EntryIssues) => (issues[field] ? problemIdOf(field) : undefined);
  const invalid = Object.values(issues).some(Boolean);
  const weekdays = Array.isArray(entry.date) ? entry.date.map(Number) : [];
  const date = typeof entry.date === 'string' ? entry.date : '';
  const title = `Entry ${number}`;

  const change = (next: ScheduleEntryDraft) => {
    setIntervalError(undefined);
    onChange(next);
  };
  const toggleWeekday = (day: number) =>
    change({
      ...entry,
      date: weekdays.includes(day) ? weekdays.filter((value) => value !== day) : [...weekdays, day].sort(),
    });
  const add = () => {
    const problemText = intervalProblem(entry.intervals, from, to);
    if (problemText) {
      setIntervalError(problemText);
      return;
    }
    change({ ...entry, intervals: addInterval(entry.intervals, from!, to!) });
    setFrom(undefined);
    setTo(undefined);
  };

  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, borderRadius: '16px', borderColor: invalid ? 'error.main' : 'divider' }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        {title}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={entry.type === ScheduleType.DATE}
                onChange={(event) => change(toggleSpecificDate(entry, event.target.checked))}
              />
            }
            label="Specific date"
          />
          <FormControlLabel
            control={
              <Switch
                checked={entry.type === ScheduleType.CUSTOM}
                onChange={(event) => change(toggleCustomRepeat(entry, event.target.checked))}
              />
            }
            label="Custom repeat"
          />
        </Stack>
        <IconButton aria-label={`Remove entry ${number}`} onClick={onRemove} size="small">
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>

      <Box sx={{ mt: 1.5 }}>
        {entry.type === ScheduleType.WEEKDAYS && (
          <Box role="group" aria-label={`${title}: repeat on`} aria-describedby={describedBy('weekdays')}>
            <Typography variant="caption" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }} aria-hidden>
              Repeat every week on
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {WEEKDAYS.map((day) => {
                const chosen = weekdays.includes(day.value);
                return (
                  <Chip
                    key={day.value}
                    label={day.short}
                    title={day.long}
                    aria-pressed={chosen}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    onClick={() => toggleWeekday(day.value)}
                    sx={{ minWidth: 52, fontWeight: 600 }}
                  />
                );
              })}
            </Stack>
            <FieldProblem id={problemIdOf('weekdays')} text={issues.weekdays} />
          </Box>
        )}
        {entry.type === ScheduleType.DATE && (
          <TextInput
            type="date"
            label="Date"
            value={date}
            onChange={(event) => change({ ...entry, date: event.target.value })}
            error={Boolean(issues.date)}
            helperText={issues.date}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
        )}
        {entry.type === ScheduleType.CUSTOM && (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-end' } }}>
              <TextInput
                type="date"
                label="Start date"
                value={date}
                onChange={(event) => change({ ...entry, date: event.target.value })}
                error={Boolean(issues.date)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': describedBy('date') } }}
                sx={{ width: { xs: '100%', sm: 200 } }}
              />
              <Stack direction="row" sx={{ gap: 1.5, flex: 1 }}>
                <TextInput
                  type="number"
                  label="Frequency"
                  value={entry.frequency ?? ''}
                  onChange={(event) =>
                    change({
                      ...entry,
                      frequency: event.target.value === '' ? undefined : Number(event.target.value),
                    })
                  }
                  error={Boolean(issues.frequency)}
                  slotProps={{ htmlInput: { min: 1, step: 1, 'aria-describedby': describedBy('frequency') } }}
                  sx={{ width: 110 }}
                />
                <TextInput
                  select
                  label="Unit"
                  value={entry.unit === undefined ? '' : String(entry.unit)}
                  onChange={(event) =>
                    change({ ...entry, unit: event.target.value === '' ? undefined : Number(event.target.value) })
                  }
                  error={Boolean(issues.unit)}
                  slotProps={{ htmlInput: { 'aria-describedby': describedBy('unit') } }}
                  sx={{ flex: 1, minWidth: 120 }}
                >
                  {UNITS.map((unit) => (
                    <option key={unit.value} value={unit.value}>
                      {unit.label.toUpperCase()}
                    </option>
                  ))}
                </TextInput>
              </Stack>
            </Stack>
            {/* Under the row: the frequency box is too narrow for a message of its own. */}
            <FieldProblem id={problemIdOf('date')} text={issues.date} />
            <FieldProblem id={problemIdOf('frequency')} text={issues.frequency} />
            <FieldProblem id={problemIdOf('unit')} text={issues.unit} />
            {repeatSummary(entry) && (
              <Typography variant="body2" color="textSecondary">
                {repeatSummary(entry)}
              </Typography>
            )}
          </Stack>
        )}
      </Box>

      <Box
        role="group"
        aria-label={`${title}: hours`}
        aria-describedby={!intervalError ? describedBy('intervals') : undefined}
        sx={{ mt: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
            gap: 1,
            alignItems: 'end',
          }}
        >
          <NativeSelect
            label="From"
            value={from === undefined ? '' : String(from)}
            onChange={(value) => {
              setIntervalError(undefined);
              setFrom(value === '' ? undefined : Number(value));
            }}
          >
            <option value="">Select</option>
            {FROM_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label="To"
            value={to === undefined ? '' : String(to)}
            onChange={(value) => {
              setIntervalError(undefined);
              setTo(value === '' ? undefined : Number(value));
            }}
          >
            <option value="">Select</option>
            {TO_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outlined"
            onClick={add}
            startIcon={<AddIcon />}
            aria-describedby={intervalError ? errorId : undefined}
            sx={{ height: 40, whiteSpace: 'nowrap', gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          >
            Add Interval
          </Button>
        </Box>
        {intervalError ? (
          <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ mt: 0.75 }}>
            {intervalError}
          </Typography>
        ) : (
          <FieldProblem id={problemIdOf('intervals')} text={issues.intervals} />
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.25 }}>
          {entry.intervals.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              No hours yet: choose From and To, then Add Interval.
            </Typography>
          ) : (
            entry.intervals.map((interval) => {
              const text = intervalText(interval);
              const remove = () =>
                change({ ...entry, intervals: entry.intervals.filter((candidate) => candidate !== interval) });
              return (
                <Chip
                  key={text}
                  label={text}
                  aria-label={`Remove ${text}`}
                  onClick={remove}
                  onDelete={remove}
                  color="primary"
                  variant="outlined"
                />
              );
            })
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
