import { useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import styles from './BookingCalendar.module.css';

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
    <div role="group" aria-label={`Dates, ${label}`}>
      <div className={styles.head}>
        <button
          type="button"
          className={`icon-button ${styles.monthButton}`}
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(shown, -1))}
          disabled={shown <= firstMonth}
        >
          <Icon name="ChevronLeft" />
        </button>
        <h3 className={styles.month} aria-live="polite">
          {label}
        </h3>
        <button
          type="button"
          className={`icon-button ${styles.monthButton}`}
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(shown, 1))}
          disabled={shown >= lastMonth}
        >
          <Icon name="ChevronRight" />
        </button>
      </div>
      <div className={styles.days}>
        {WEEKDAYS.map((day) => (
          <span key={day} aria-hidden className={styles.weekday}>
            {day}
          </span>
        ))}
        {monthCells(shown).map((date, index) => {
          if (!date) return <span key={`blank-${index}`} />;
          const open = bookable.has(date) && date >= firstDate && date <= lastDate;
          const isChosen = chosen.has(date);
          return (
            <button
              key={date}
              type="button"
              className={isChosen ? `${styles.day} ${styles.chosen}` : styles.day}
              disabled={!open}
              aria-pressed={isChosen}
              onClick={() => onToggle(date)}
              title={open ? undefined : 'No free hours'}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>
    </div>
  );
}
