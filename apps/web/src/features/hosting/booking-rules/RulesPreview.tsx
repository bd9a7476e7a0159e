import { formatDollars, type VenueDetail } from '@app/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { loadingRegion } from '../../../components/loading-region';
import { TextInput } from '../../../components/TextInput.tsx';
import { todayIn } from '../../../lib/date-rules.ts';
import { timeZoneName } from '../../../lib/time-zone.ts';
import { clock, formatDay } from '../blocked-dates/block-rules.ts';
import type { CheckedRules } from './rules-form.ts';
import { defaultSample, plural, previewOf, type Sample, type SampleDay } from './rules-preview.ts';

const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour);
const numeric = { htmlInput: { inputMode: 'numeric' as const } };

function Row({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, fontWeight: strong ? 700 : 400 }}
    >
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Box>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Box>
    </Box>
  );
}

function FixList({ title, problems }: { title: string; problems: string[] }) {
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * A sample booking priced with the rules as they stand on the page (saved or not), by the contract's own quote and
 * refund functions: what a guest would pay and get back.
 */
export function RulesPreview({ venue, checked }: { venue: VenueDetail; checked: CheckedRules | undefined }) {
  const titleId = useId();
  const [sample, setSample] = useState<Sample>(defaultSample);
  // One moment for the page's life: the refund depends only on the days ahead, not on the seconds ticking by.
  const [now] = useState(() => new Date());
  const update = (patch: Partial<Sample>) => setSample((current) => ({ ...current, ...patch }));
  const preview = checked?.ok
    ? previewOf({
        rentCents: Math.round(venue.rent * 100),
        rules: checked.body,
        sample,
        today: todayIn(venue.timezone, now),
        now,
      })
    : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 4, position: { lg: 'sticky' }, top: { lg: 96 } }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        Preview
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        A sample booking under the rules on this page, saved or not.
      </Typography>

      <Box sx={{ mt: 2.5, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <TextInput
          select
          label="Day"
          size="small"
          value={sample.day}
          onChange={(event) => update({ day: event.target.value as SampleDay })}
        >
          <option value="weekday">Weekday</option>
          <option value="saturday">Saturday</option>
        </TextInput>
        <TextInput
          select
          label="Start"
          size="small"
          value={String(sample.start)}
          onChange={(event) => update({ start: Number(event.target.value) })}
        >
          {hoursOfDay.map((hour) => (
            <option key={hour} value={hour}>
              {clock(hour)}
            </option>
          ))}
        </TextInput>
        <TextInput
          label="Hours"
          size="small"
          value={sample.hours}
          onChange={(event) => update({ hours: event.target.value })}
          slotProps={numeric}
        />
        <TextInput
          label="Guests"
          size="small"
          value={sample.guests}
          onChange={(event) => update({ guests: event.target.value })}
          slotProps={numeric}
        />
        <TextInput
          label="Cancelled days ahead"
          size="small"
          value={sample.daysAhead}
          onChange={(event) => update({ daysAhead: event.target.value })}
          slotProps={numeric}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>

      <Box sx={{ mt: 2.5 }} aria-live="polite">
        {!checked ? (
          <Skeleton {...loadingRegion('Preparing the preview')} variant="rounded" height={96} />
        ) : !checked.ok ? (
          <FixList title="Fix the rules to see a price" problems={checked.messages} />
        ) : !preview?.ok ? (
          <FixList title="Fix the sample to see a price" problems={preview?.problems ?? []} />
        ) : (
          <>
            <Typography sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.45 }}>{preview.sentence}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              Priced as on {formatDay(preview.date)} from {clock(sample.start)}, {timeZoneName(venue.timezone)}.
            </Typography>
          </>
        )}
      </Box>
      {preview?.ok && (
        <>
          <Box component="ul" aria-label="Price lines" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {preview.lines.map((line) => (
              <Row key={line.kind + line.label} label={line.label} amount={formatDollars(line.amountCents)} />
            ))}
          </Box>
          <Divider sx={{ my: 1 }} />
          <Box component="ul" aria-label="Total and refund" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <Row label="Total" amount={formatDollars(preview.totalCents)} strong />
            <Row
              label={`Refund if cancelled ${plural(preview.daysAhead, 'day')} ahead (${preview.percent}%)`}
              amount={formatDollars(preview.refundCents)}
            />
          </Box>
        </>
      )}
    </Paper>
  );
}
