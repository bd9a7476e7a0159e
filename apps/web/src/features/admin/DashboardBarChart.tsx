import Box from '@mui/material/Box';

export interface DailyValue {
  date: string;
  value: number;
}

const width = 240;
const height = 56;
const gap = 2;

/** "24 Nov" from a YYYY-MM-DD date. */
const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** What a screen reader hears instead of the bars: the span, the total and the busiest day. */
export function chartSummary(title: string, days: DailyValue[], format: (value: number) => string) {
  if (days.length === 0) return `${title}: no data`;
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const peak = days.reduce((best, day) => (day.value > best.value ? day : best), days[0]!);
  const span = `${shortDate(days[0]!.date)} to ${shortDate(days.at(-1)!.date)}`;
  if (total === 0) return `${title} per day, ${span}: none`;
  return `${title} per day, ${span}: ${format(total)} in total, highest ${format(peak.value)} on ${shortDate(peak.date)}`;
}

/** A tiny bar chart of daily values (one bar a day, newest on the right), described by its aria-label. */
export function DashboardBarChart({
  title,
  days,
  format = String,
}: {
  title: string;
  days: DailyValue[];
  format?: (value: number) => string;
}) {
  const max = Math.max(0, ...days.map((day) => day.value));
  const barWidth = days.length ? (width - gap * (days.length - 1)) / days.length : 0;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={chartSummary(title, days, format)}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      sx={{ display: 'block', width: '100%', height }}
    >
      {days.map((day, index) => {
        // Zero days keep a hairline so the month's rhythm stays visible.
        const barHeight = max > 0 ? Math.max(1.5, (day.value / max) * (height - 2)) : 1.5;
        return (
          <Box
            component="rect"
            key={day.date}
            x={index * (barWidth + gap)}
            y={height - barHeight}
            width={barWidth}
            height={barHeight}
            rx={1}
            sx={{ fill: (theme) => (day.value > 0 ? theme.palette.primary.main : theme.palette.divider) }}
          />
        );
      })}
    </Box>
  );
}
