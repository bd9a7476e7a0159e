import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  dayName,
  firstDayOfWeek,
  monthLabel,
  monthOf,
  monthWeeks,
  shiftMonth,
  weekdayName,
  weekdaysFrom,
} from '../../../lib/calendar.ts';
import { hourRanges } from './schedule-rules.ts';
import { timeZoneName } from '../../../lib/time-zone.ts';

/**
 * A month calendar of open hours per day ("9–12, 14–17"), from `firstDate` to `lastDate` (the bookable window).
 * `saved` false marks it as the unsaved entries' preview. Weeks start where the booking calendar's do.
 */
export function SchedulePreview({
  days,
  firstDate,
  lastDate,
  saved,
  zone,
}: {
  days: Map<string, number[]>;
  firstDate: string;
  lastDate: string;
  saved: boolean;
  zone: string;
}) {
  const firstMonth = monthOf(firstDate);
  const lastMonth = monthOf(lastDate < firstDate ? firstDate : lastDate);
  // Like the booking calendar: open on the first month with open hours (on the 31st, that is usually the next one).
  const [month, setMonth] = useState(() =>
    monthOf([...days.keys()].filter((date) => date >= firstDate).sort()[0] ?? firstDate),
  );
  const shown = month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
  const label = monthLabel(shown);
  const place = `${timeZoneName(zone)} (${zone})`;
  const openThisMonth = [...days.keys()].filter((date) => monthOf(date) === shown).length;
  const weekStart = firstDayOfWeek();

  return (
    <Box component="section" aria-labelledby="schedule-preview-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="schedule-preview-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {saved ? 'Open hours guests see' : 'Preview (not saved yet)'}
        </Typography>
        {saved ? (
          <Chip label="Saved" size="small" color="success" variant="outlined" />
        ) : (
          <Chip label="Unsaved changes" size="small" color="warning" variant="outlined" />
        )}
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {saved
          ? `Bookable hours from today to ${dayName(lastDate)}, in ${place}. Booked and blocked hours are left out.`
          : `What your entries open from today to ${dayName(lastDate)}, in ${place}.`}
      </Typography>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(shown, -1))}
          disabled={shown <= firstMonth}
          size="small"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ textAlign: 'center' }}>
          <Typography component="h4" sx={{ fontWeight: 700 }} aria-live="polite">
            {label}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {openThisMonth === 1 ? '1 open day' : `${openThisMonth} open days`}
          </Typography>
        </Box>
        <IconButton
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(shown, 1))}
          disabled={shown >= lastMonth}
          size="small"
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>

      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 0.5 }}>
        {weekdaysFrom(weekStart).map((day) => (
          <Typography
            key={day}
            variant="caption"
            sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}
          >
            {weekdayName(day, 'short')}
          </Typography>
        ))}
      </Box>
      <Box
        role="list"
        aria-label={`Open hours, ${label}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {monthWeeks(shown, weekStart)
          .flat()
          .map((date, index) => {
            if (!date) return <Box key={`blank-${index}`} aria-hidden />;
            const inWindow = date >= firstDate && date <= lastDate;
            const ranges = inWindow ? hourRanges(days.get(date) ?? []) : [];
            const open = ranges.length > 0;
            const name = `${dayName(date)}: ${open ? ranges.join(', ') : inWindow ? 'closed' : 'outside the scheduling period'}`;
            return (
              <Box
                key={date}
                role="listitem"
                aria-label={name}
                title={name}
                sx={{
                  minHeight: { xs: 58, sm: 66 },
                  minWidth: 0,
                  p: 0.5,
                  borderRadius: '10px',
                  border: 1,
                  borderColor: date === firstDate ? 'primary.main' : open ? 'rgba(15, 118, 110, 0.25)' : 'divider',
                  bgcolor: open ? 'rgba(15, 118, 110, 0.08)' : inWindow ? 'background.paper' : 'grey.50',
                  overflow: 'hidden',
                }}
              >
                <Typography
                  variant="caption"
                  component="div"
                  sx={{
                    fontWeight: open ? 700 : 400,
                    color: inWindow ? 'text.primary' : 'text.disabled',
                    lineHeight: 1.4,
                  }}
                >
                  {Number(date.slice(8))}
                </Typography>
                {ranges.slice(0, 3).map((range) => (
                  <Typography
                    key={range}
                    component="div"
                    sx={{
                      fontSize: { xs: '0.62rem', sm: '0.7rem' },
                      lineHeight: 1.3,
                      color: 'primary.dark',
                      fontWeight: 600,
                    }}
                  >
                    {range}
                  </Typography>
                ))}
                {ranges.length > 3 && (
                  <Typography component="div" sx={{ fontSize: '0.62rem', color: 'text.secondary' }}>
                    +{ranges.length - 3} more
                  </Typography>
                )}
              </Box>
            );
          })}
      </Box>
    </Box>
  );
}
