import { Messages, type VenueDetail } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { TextInput } from '../../../components/TextInput.tsx';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api.ts';
import { addDays, todayIn } from '../../../lib/date-rules.ts';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { notify, quietNotificationsAbout } from '../../../lib/notify.ts';
import { useRawSchedule } from '../api/get-raw-schedule.ts';
import { useScheduleVenue } from '../api/get-schedule-venue.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import {
  defaultSchedulingPeriod,
  entryFieldOrder,
  entryIssues,
  entryMessage,
  expandEntries,
  liveEntryIssues,
  newEntry,
  openHoursOfView,
  schedulingPeriodOf,
  toPayload,
  type ScheduleEntryDraft,
} from './schedule-rules.ts';
import { ScheduleEntryEditor } from './ScheduleEntryEditor.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';
import { loadingRegion } from '../../../components/loading-region';

const titleId = 'schedule-dialog-title';

function HelpTip() {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      enterTouchDelay={0}
      leaveTouchDelay={10_000}
      title={
        <Box sx={{ p: 0.5, fontSize: '0.85rem', lineHeight: 1.5 }}>
          <strong>Three ways to open hours</strong>
          <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
            <li>Every week: choose weekdays (Mon to Sun) and their hours.</li>
            <li>Specific date: turn on Specific date for one day, today or later.</li>
            <li>Custom repeat: a start date, then every N days, weeks, months or years.</li>
          </Box>
          Add each entry&apos;s hours with From, To and Add Interval. A day is open for every entry that covers it.
          Guests can book from today to the end of the scheduling period.
        </Box>
      }
    >
      <IconButton aria-label="How schedules work" onClick={() => setOpen(true)} size="small">
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

interface Row {
  key: number;
  entry: ScheduleEntryDraft;
}

// Entries have no ids of their own: a running number keeps each editor's local state (its From/To) with it.
let rowKey = 0;
const rowsOf = (entries: ScheduleEntryDraft[]): Row[] => entries.map((entry) => ({ key: rowKey++, entry }));

/** The editor once the raw schedule and the listing are loaded. */
function ScheduleForm({
  venueId,
  venue,
  loaded,
  onClose,
}: {
  venueId: string;
  venue: VenueDetail;
  loaded: ScheduleEntryDraft[];
  onClose: () => void;
}) {
  const hasSlots = venue.category.slots;
  const settingsOf = (entries: ScheduleEntryDraft[], period: string, slotCount: string) =>
    JSON.stringify({ entries, period, slots: hasSlots ? slotCount : '' });

  const [rows, setRows] = useState<Row[]>(() => rowsOf(loaded));
  const [alter, setAlter] = useState(false);
  const [period, setPeriod] = useState(String(venue.schedulingPeriod || defaultSchedulingPeriod));
  const [slots, setSlots] = useState(venue.slots ? String(venue.slots) : '');
  const [baseline, setBaseline] = useState(() => settingsOf(loaded, period, slots));
  const [attempted, setAttempted] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const conflictRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const save = useSaveSchedule(venueId);

  const today = todayIn(venue.timezone);
  const entries = useMemo(() => rows.map((row) => row.entry), [rows]);
  const periodDays = schedulingPeriodOf(period);
  const slotCount = Number(slots);
  const slotsValid = !hasSlots || (slots.trim() !== '' && Number.isInteger(slotCount) && slotCount >= 1);
  const issues = entries.map((entry) => (attempted ? entryIssues : liveEntryIssues)(entry, today));
  // What stops a save, each named by its entry (docs/product/messages.md), then the settings'.
  const problems = [
    ...entries.flatMap((entry, index) => {
      const found = entryIssues(entry, today);
      return entryFieldOrder.flatMap((field) => (found[field] ? [entryMessage(index + 1, found[field])] : []));
    }),
    ...(periodDays === undefined ? [Messages.schedulingPeriodInvalid] : []),
    ...(slotsValid ? [] : [Messages.slotsMinimum]),
  ];
  const dirty = settingsOf(entries, period, slots) !== baseline;

  const preview = useMemo(() => {
    if (!dirty) return { days: openHoursOfView(venue.schedules), period: venue.schedulingPeriod, saved: true };
    const days = periodDays ?? venue.schedulingPeriod;
    return { days: expandEntries(entries, today, days), period: days, saved: false };
  }, [dirty, entries, periodDays, today, venue.schedules, venue.schedulingPeriod]);

  const update = (key: number, entry: ScheduleEntryDraft) => {
    setConflict(undefined);
    setRows((current) => current.map((row) => (row.key === key ? { key, entry } : row)));
  };
  const remove = (key: number) => {
    setConflict(undefined);
    setRows((current) => current.filter((row) => row.key !== key));
  };
  const addNew = () => setRows((current) => [...current, ...rowsOf([newEntry()])]);

  const submit = () => {
    setAttempted(true);
    if (problems.length) {
      // Said in the dialog: under each field, and all of them above Submit.
      if (contentRef.current) focusFirstInvalid(contentRef.current, () => summaryRef.current);
      return;
    }
    setConflict(undefined);
    // Bookings this change cancels are listed in the bell; the dialog's own message says it was saved.
    if (alter) quietNotificationsAbout(venueId);
    save.mutate(
      toPayload(entries, {
        schedulingPeriod: periodDays!,
        alterReservations: alter,
        ...(hasSlots ? { slots: slotCount } : {}),
      }),
      {
        onSuccess: (body) => {
          notify.success(Messages.scheduleUpdated);
          setRows(rowsOf(body.data));
          setBaseline(settingsOf(body.data, period, slots));
          setAttempted(false);
          // Cancelling bookings is a choice for one change, not a setting that stays on.
          setAlter(false);
        },
        onError: (error) => {
          // 401 and 403 are the session rules' to announce; any other refusal (a 409 clash) is said here.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
          setConflict(errorText(error));
          requestAnimationFrame(() => conflictRef.current?.scrollIntoView?.({ block: 'nearest' }));
        },
      },
    );
  };

  return (
    <>
      <DialogContent ref={contentRef} dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 6fr)' },
            gap: { xs: 3, md: 4 },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2.5} sx={{ minWidth: 0 }}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${hasSlots ? 3 : 2}, minmax(0, 1fr))` },
                gap: 2,
                alignItems: 'start',
              }}
            >
              <TextInput
                select
                label="Alter Reservations"
                value={alter ? 'true' : 'false'}
                onChange={(event) => {
                  setAlter(event.target.value === 'true');
                  setConflict(undefined);
                }}
                helperText="True cancels and refunds bookings that lose their hours"
                size="small"
              >
                <option value="false">False</option>
                <option value="true">True</option>
              </TextInput>
              {hasSlots && (
                <TextInput
                  type="number"
                  label="Edit slots"
                  value={slots}
                  onChange={(event) => setSlots(event.target.value)}
                  error={attempted && !slotsValid}
                  helperText={
                    attempted && !slotsValid ? Messages.slotsMinimum : `${venue.category.slotPrefix || 'Slot'}s 1 to N`
                  }
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  size="small"
                />
              )}
              <TextInput
                type="number"
                label="Scheduling Period"
                value={period}
                onChange={(event) => setPeriod(event.target.value)}
                error={attempted && periodDays === undefined}
                helperText={
                  attempted && periodDays === undefined
                    ? Messages.schedulingPeriodInvalid
                    : 'Days ahead guests can book'
                }
                slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
                size="small"
              />
            </Box>

            {conflict && (
              <Alert severity="error" ref={conflictRef} onClose={() => setConflict(undefined)}>
                {conflict}
              </Alert>
            )}

            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  Schedule entries
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {rows.length === 1 ? '1 entry' : `${rows.length} entries`}
                </Typography>
              </Box>
              <Button variant="contained" startIcon={<AddIcon />} onClick={addNew} sx={{ textTransform: 'uppercase' }}>
                Add new
              </Button>
            </Stack>

            {rows.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderRadius: '16px', borderStyle: 'dashed' }}>
                <EventBusyOutlinedIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                <Typography component="h4" sx={{ fontWeight: 700, mt: 1 }}>
                  No open hours yet
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                  Guests can book only the hours you open. Add an entry for weekdays, a specific date or a custom
                  repeat.
                </Typography>
              </Paper>
            ) : (
              rows.map((row, index) => (
                <ScheduleEntryEditor
                  key={row.key}
                  number={index + 1}
                  entry={row.entry}
                  today={today}
                  issues={issues[index]!}
                  onChange={(entry) => update(row.key, entry)}
                  onRemove={() => remove(row.key)}
                />
              ))
            )}
          </Stack>

          <Paper
            variant="outlined"
            sx={{
              p: { xs: 1.5, sm: 2 },
              borderRadius: '16px',
              position: { md: 'sticky' },
              top: { md: 0 },
              minWidth: 0,
            }}
          >
            <SchedulePreview
              days={preview.days}
              firstDate={today}
              lastDate={addDays(today, preview.period - 1)}
              saved={preview.saved}
              zone={venue.timezone}
            />
          </Paper>
        </Box>
      </DialogContent>
      {attempted && problems.length > 0 && (
        <Alert
          severity="error"
          role="alert"
          ref={summaryRef}
          tabIndex={-1}
          sx={{ mx: { xs: 2, sm: 3 }, mt: 1.5, flexShrink: 0, maxHeight: '30vh', overflowY: 'auto' }}
        >
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
        {rows.length > 0 && (
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            Submit
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function LoadingState() {
  return (
    <DialogContent {...loadingRegion('Loading the schedule')} dividers>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 6fr' }, gap: 4 }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={220} sx={{ borderRadius: '16px' }} />
          <Skeleton variant="rounded" height={220} sx={{ borderRadius: '16px' }} />
        </Stack>
        <Skeleton variant="rounded" height={420} sx={{ borderRadius: '16px' }} />
      </Box>
    </DialogContent>
  );
}

/** The Schedule dialog of docs/product/screens.md (Manage schedule) for one listing; mounted only while open. */
export function ScheduleDialog({ venueId, onClose }: { venueId: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const raw = useRawSchedule(venueId);
  const venue = useScheduleVenue(venueId);
  const failed = raw.error ?? venue.error;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pl: { xs: 2, sm: 3 }, pr: 1.5, py: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            {/* The dialog's aria-labelledby gives this title its id. */}
            <DialogTitle component="h2" variant="h6" sx={{ p: 0 }}>
              Manage schedule
            </DialogTitle>
            <HelpTip />
          </Stack>
          {venue.data && (
            <Typography variant="body2" color="textSecondary" noWrap>
              {venue.data.title}
            </Typography>
          )}
        </Box>
        <IconButton aria-label="Close dialog" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {raw.data && venue.data ? (
        <ScheduleForm venueId={venueId} venue={venue.data} loaded={raw.data} onClose={onClose} />
      ) : failed ? (
        <>
          <DialogContent dividers>
            <Alert
              severity="error"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    if (raw.error) void raw.refetch();
                    if (venue.error) void venue.refetch();
                  }}
                >
                  Try again
                </Button>
              }
            >
              The schedule could not be loaded. {errorText(failed)}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : (
        <LoadingState />
      )}
    </Dialog>
  );
}
