import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon.tsx';
import {
  dayName,
  firstDayOfWeek,
  monthLabel,
  monthOf,
  monthWeeks,
  sameDayMonthsOn,
  shiftMonth,
  weekdayName,
  weekdaysFrom,
  weekOf,
} from '../../lib/calendar.ts';
import { addDays } from '../../lib/date-rules.ts';
import styles from './BookingCalendar.module.css';

/** A day of the booking window: some hours free, every opened hour taken, or no hours opened. */
export type Availability = 'free' | 'booked' | 'closed';

const STATE_TEXT = {
  free: 'free hours',
  booked: 'no free hours (fully booked)',
  closed: 'no free hours (closed)',
  past: 'no free hours (past)',
  later: 'no free hours (not open for booking yet)',
} as const;

const lastDayOf = (month: string) => addDays(`${shiftMonth(month, 1)}-01`, -1);

/**
 * A month calendar for choosing one or more dates (the WAI-ARIA date picker grid): days with free hours can be
 * pressed (a dot marks them). The grid is one tab stop; the arrows move by day and week, Home and End to the
 * week's ends, Page Up and Page Down by month (Shift: by year), Enter or Space picks the day. Months run from
 * `firstDate` (today where the listing is; earlier days have passed) to `lastDate`; weeks start on the browser
 * language's first day.
 */
export function BookingCalendar({
  firstDate,
  lastDate,
  availability,
  selected,
  onToggle,
}: {
  firstDate: string;
  lastDate: string;
  availability: (date: string) => Availability;
  selected: string[];
  onToggle: (date: string) => void;
}) {
  const end = lastDate < firstDate ? firstDate : lastDate;
  const firstMonth = monthOf(firstDate);
  const lastMonth = monthOf(end);
  const [month, setMonth] = useState(() => {
    let firstFree: string | undefined;
    for (let date = firstDate; !firstFree && date <= end; date = addDays(date, 1)) {
      if (availability(date) === 'free') firstFree = date;
    }
    return monthOf([...selected].sort()[0] ?? firstFree ?? firstDate);
  });
  // The day the keyboard (or a click) last went to: the grid's tab stop while its month is shown.
  const [active, setActive] = useState<string>();
  const focusActive = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const weekStart = firstDayOfWeek();

  const shown = month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
  const label = monthLabel(shown);
  const chosen = new Set(selected);
  const weeks = monthWeeks(shown, weekStart);
  const days = weeks.flat().filter((date): date is string => date !== null);
  const stateOf = (date: string) => (date < firstDate ? 'past' : date > end ? 'later' : availability(date));
  const tabStop =
    (active && monthOf(active) === shown ? active : undefined) ??
    [...selected].sort().find((date) => monthOf(date) === shown) ??
    days.find((date) => stateOf(date) === 'free') ??
    (firstMonth === shown ? firstDate : days[0]);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  });

  const earliest = `${firstMonth}-01`;
  const latest = lastDayOf(lastMonth);
  const moveTo = (from: string, to: string) => {
    if (to === from || to < earliest || to > latest) return;
    focusActive.current = true;
    setActive(to);
    setMonth(monthOf(to));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const week = weekOf(date, weekStart);
    const months = event.shiftKey ? 12 : 1;
    const targets: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      // The week's ends, within the months that can be shown.
      Home: () => (week.start < earliest ? earliest : week.start),
      End: () => (week.end > latest ? latest : week.end),
      PageUp: () => sameDayMonthsOn(date, -months),
      PageDown: () => sameDayMonthsOn(date, months),
    };
    const target = targets[event.key];
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    moveTo(date, target());
  };

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
        <h3 id={headingId} className={styles.month} aria-live="polite">
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
      <div role="grid" aria-labelledby={headingId} ref={gridRef} className={styles.grid}>
        <div role="row" className={styles.week}>
          {weekdaysFrom(weekStart).map((day) => (
            <span key={day} role="columnheader" aria-label={weekdayName(day)} className={styles.weekday}>
              {weekdayName(day, 'short').slice(0, 2)}
            </span>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week.find(Boolean)} role="row" className={styles.week}>
            {week.map((date, index) => {
              if (!date) return <span key={`blank-${index}`} role="gridcell" />;
              const state = stateOf(date);
              const isChosen = chosen.has(date);
              const pickable = state === 'free' || isChosen;
              return (
                <span key={date} role="gridcell" className={styles.cell}>
                  <button
                    type="button"
                    data-date={date}
                    className={isChosen ? `${styles.day} ${styles.chosen}` : styles.day}
                    tabIndex={date === tabStop ? 0 : -1}
                    aria-label={`${dayName(date)}${date === firstDate ? ', today' : ''}, ${STATE_TEXT[state]}`}
                    aria-pressed={isChosen}
                    aria-disabled={pickable ? undefined : true}
                    aria-current={date === firstDate ? 'date' : undefined}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onClick={() => {
                      setActive(date);
                      if (pickable) onToggle(date);
                    }}
                  >
                    {Number(date.slice(8))}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
