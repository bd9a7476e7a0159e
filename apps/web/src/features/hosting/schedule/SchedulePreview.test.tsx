import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';

const preview = (days: Map<string, number[]>) =>
  renderWithProviders(
    <SchedulePreview days={days} firstDate="2027-02-27" lastDate="2027-04-12" saved zone="America/New_York" />,
  );

afterEach(() => vi.restoreAllMocks());

/** The weekday names over the columns, and how many blank cells come before the 1st. */
function layout() {
  const header = screen.getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/).map((cell) => cell.textContent);
  const cells = [...screen.getByRole('list', { name: /^Open hours, / }).children];
  return { header, blanks: cells.findIndex((cell) => cell.getAttribute('role') === 'listitem') };
}

describe('schedule preview', () => {
  it("starts weeks where the booking calendar does: on the browser language's first day", () => {
    // 1 March 2027 is a Monday.
    const { unmount } = preview(new Map([['2027-03-01', [9]]]));
    expect(layout()).toEqual({ header: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], blanks: 1 });
    unmount();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    preview(new Map([['2027-03-01', [9]]]));
    expect(layout()).toEqual({ header: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], blanks: 0 });
  });

  it('opens on the first month with open hours, so the last days of a month do not show an empty calendar', async () => {
    preview(new Map([['2027-03-01', [9, 10, 11, 14]]]));
    expect(screen.getByRole('heading', { name: 'March 2027' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Monday 1 March: 9–12, 14–15' })).toBeTruthy();
    expect(screen.getByText('1 open day')).toBeTruthy();
    // February is still reachable, and shows its days as closed.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2027' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Saturday 27 February: closed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
  });

  it('opens on the current month when it has open hours', () => {
    preview(
      new Map([
        ['2027-02-28', [9]],
        ['2027-03-01', [9]],
      ]),
    );
    expect(screen.getByRole('heading', { name: 'February 2027' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Sunday 28 February: 9–10' })).toBeTruthy();
  });
});
