import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingCalendar, type Availability } from './BookingCalendar.tsx';

// Today is Tuesday 8 December 2026 where the listing is; bookable up to Friday 5 February.
const today = '2026-12-08';
const lastDate = '2027-02-05';
const free = new Set(['2026-12-08', '2026-12-10', '2026-12-15', '2026-12-31', '2027-01-08']);
const booked = new Set(['2026-12-09']);
const availability = (date: string): Availability => (free.has(date) ? 'free' : booked.has(date) ? 'booked' : 'closed');

function Calendar({ initial = [], onToggle }: { initial?: string[]; onToggle?: (date: string) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <BookingCalendar
        firstDate={today}
        lastDate={lastDate}
        availability={availability}
        selected={selected}
        onToggle={(date) => {
          onToggle?.(date);
          setSelected((dates) => (dates.includes(date) ? dates.filter((entry) => entry !== date) : [...dates, date]));
        }}
      />
      <button type="button">After the calendar</button>
    </>
  );
}

const grid = () => screen.getByRole('grid');
const days = () => within(grid()).getAllByRole('button');
const focused = () => document.activeElement?.getAttribute('aria-label');
/** Tabs past the month buttons into the grid. */
async function tabIntoGrid(user: ReturnType<typeof userEvent.setup>) {
  for (let step = 0; step < 5 && !grid().contains(document.activeElement); step += 1) await user.tab();
}

afterEach(() => vi.restoreAllMocks());

describe('booking calendar by keyboard and screen reader', () => {
  it('is one tab stop: the first chosen day, else the first free one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Calendar />);
    expect(days().filter((day) => day.tabIndex === 0)).toHaveLength(1);
    await tabIntoGrid(user);
    expect(focused()).toBe('Tuesday 8 December, today, free hours');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the calendar' }));
    unmount();

    render(<Calendar initial={['2026-12-15']} />);
    await tabIntoGrid(user);
    expect(focused()).toBe('Tuesday 15 December, free hours');
    // In a month with nothing chosen, its first free day.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      days()
        .filter((day) => day.tabIndex === 0)
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual(['Friday 8 January, free hours']);
  });

  it("moves by day and week with the arrows and to the week's ends with Home and End; focus follows", async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    await tabIntoGrid(user);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Wednesday 9 December, no free hours (fully booked)');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Wednesday 16 December, no free hours (closed)');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Tuesday 15 December, free hours');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Tuesday 8 December, today, free hours');
    // en-US weeks run Sunday to Saturday.
    await user.keyboard('{Home}');
    expect(focused()).toBe('Sunday 6 December, no free hours (past)');
    await user.keyboard('{End}');
    expect(focused()).toBe('Saturday 12 December, no free hours (closed)');
    // Only the focused day is in the tab order.
    expect(days().filter((day) => day.tabIndex === 0)).toEqual([document.activeElement]);
    // Off the end of the month into the next one, which is then shown.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Saturday 26 December, no free hours (closed)');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Thursday 31 December, free hours');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Friday 1 January, no free hours (closed)');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    // November is before the booking window: nothing moves into it.
    await user.keyboard('{PageUp}');
    expect(focused()).toBe('Tuesday 1 December, no free hours (past)');
    await user.keyboard('{Home}{ArrowUp}{ArrowLeft}{PageUp}');
    expect(focused()).toBe('Tuesday 1 December, no free hours (past)');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
  });

  it('starts weeks on Monday where the browser language does', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const user = userEvent.setup();
    render(<Calendar />);
    expect(within(grid()).getAllByRole('columnheader')[0]!.getAttribute('aria-label')).toBe('Monday');
    await tabIntoGrid(user);
    await user.keyboard('{Home}');
    expect(focused()).toBe('Monday 7 December, no free hours (past)');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sunday 13 December, no free hours (closed)');
  });

  it('pages by month with Page Up and Page Down, showing and announcing the month', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    const heading = screen.getByRole('heading', { name: 'December 2026' });
    expect(heading.getAttribute('aria-live')).toBe('polite');
    expect(grid().getAttribute('aria-labelledby')).toBe(heading.id);
    await tabIntoGrid(user);
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Friday 8 January, free hours');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Monday 8 February, no free hours (not open for booking yet)');
    // February is the last month that can be booked.
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Monday 8 February, no free hours (not open for booking yet)');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focused()).toBe('Tuesday 8 December, today, free hours');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    // The 31st pages to the last day of a shorter month.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('Thursday 31 December, free hours');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Sunday 31 January, no free hours (closed)');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Sunday 28 February, no free hours (not open for booking yet)');
  });

  it('pages by year with Shift+Page Up and Shift+Page Down where the window is that long', async () => {
    const user = userEvent.setup();
    render(
      <BookingCalendar
        firstDate={today}
        lastDate="2027-12-31"
        availability={availability}
        selected={[]}
        onToggle={vi.fn()}
      />,
    );
    await tabIntoGrid(user);
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focused()).toBe('Wednesday 8 December, no free hours (closed)');
    expect(screen.getByRole('grid', { name: 'December 2027' })).toBeTruthy();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focused()).toBe('Tuesday 8 December, today, free hours');
  });

  it('picks the focused day with Enter or Space, as a click does, and not a day without free hours', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<Calendar onToggle={onToggle} />);
    await tabIntoGrid(user);
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenLastCalledWith('2026-12-08');
    expect(screen.getByRole('button', { name: 'Tuesday 8 December, today, free hours', pressed: true })).toBe(
      document.activeElement,
    );
    await user.keyboard('{ArrowRight}{Enter} ');
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowRight} ');
    expect(onToggle).toHaveBeenLastCalledWith('2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Friday 11 December, no free hours (closed)' }));
    expect(onToggle).toHaveBeenCalledTimes(2);
    // A click moves the tab stop too.
    await user.click(screen.getByRole('button', { name: 'Tuesday 15 December, free hours' }));
    expect(onToggle).toHaveBeenLastCalledWith('2026-12-15');
    expect(
      days()
        .filter((day) => day.tabIndex === 0)
        .map((day) => day.getAttribute('aria-label')),
    ).toEqual(['Tuesday 15 December, free hours']);
  });

  it('is a grid of weeks under a heading naming the month, today marked', () => {
    render(<Calendar />);
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    const rows = within(grid()).getAllByRole('row');
    // The weekday names, then five weeks of December 2026 (from Sunday 29 November's week to Thursday 31's).
    expect(rows).toHaveLength(6);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.getAttribute('aria-label')),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    for (const week of rows.slice(1)) expect(within(week).getAllByRole('gridcell')).toHaveLength(7);
    const todayButton = screen.getByRole('button', { name: 'Tuesday 8 December, today, free hours' });
    expect(todayButton.getAttribute('aria-current')).toBe('date');
    expect(todayButton.textContent).toBe('8');
  });
});
