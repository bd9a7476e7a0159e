import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const monthOf = (date: string) => date.slice(0, 7);
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function shiftMonth(month: string, by: number) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The month's days as YYYY-MM-DD, with blanks before the 1st so weeks start on Sunday. */
function monthCells(month: string): (string | null)[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1, 1));
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  return cells;
}

/**
 * A month calendar for choosing one or more dates: days with free hours can be pressed (a dot marks them),
 * the others are disabled. Months run from `firstDate` to `lastDate`.
 */
export function BookingCalendar({
  firstDate,
  lastDate,
  bookable,
  selected,
  onToggle,
}: {
  firstDate: string;
  lastDate: string;
  bookable: Set<string>;
  selected: string[];
  onToggle: (date: string) => void;
}) {
  const firstMonth = monthOf(firstDate);
  const lastMonth = monthOf(lastDate < firstDate ? firstDate : lastDate);
  const earliestOpen = [...bookable].sort()[0];
  const [month, setMonth] = useState(() => monthOf(selected[0] ?? earliestOpen ?? firstDate));
  const shown = month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
  const label = monthLabel(shown);
  const chosen = new Set(selected);

  return (
    <Box role="group" aria-label={`Dates, ${label}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(shown, -1))}
          disabled={shown <= firstMonth}
          size="small"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" sx={{ fontWeight: 700 }} aria-live="polite">
          {label}
        </Typography>
        <IconButton
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(shown, 1))}
          disabled={shown >= lastMonth}
          size="small"
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {WEEKDAYS.map((day) => (
          <Typography
            key={day}
            variant="caption"
            aria-hidden
            sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}
          >
            {day}
          </Typography>
        ))}
        {monthCells(shown).map((date, index) => {
          if (!date) return <span key={`blank-${index}`} />;
          const open = bookable.has(date) && date >= firstDate && date <= lastDate;
          const isChosen = chosen.has(date);
          return (
            <ButtonBase
              key={date}
              disabled={!open}
              aria-pressed={isChosen}
              onClick={() => onToggle(date)}
              title={open ? undefined : 'No free hours'}
              sx={{
                aspectRatio: '1 / 1',
                minHeight: 36,
                borderRadius: '10px',
                flexDirection: 'column',
                fontWeight: open ? 700 : 400,
                fontSize: '0.95rem',
                color: isChosen ? 'primary.contrastText' : open ? 'text.primary' : 'text.disabled',
                bgcolor: isChosen ? 'primary.main' : 'transparent',
                textDecoration: open ? 'none' : 'line-through',
                '&:hover': { bgcolor: isChosen ? 'primary.dark' : 'rgba(15, 118, 110, 0.08)' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                '&::after': open
                  ? {
                      content: '""',
                      width: 4,
                      height: 4,
                      mt: '2px',
                      borderRadius: '50%',
                      bgcolor: isChosen ? 'primary.contrastText' : 'primary.main',
                    }
                  : undefined,
              }}
            >
              {Number(date.slice(8))}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
