import { Messages } from '@app/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../lib/date-rules.ts';
import { DateRangeFields } from './DateRangeFields.tsx';

const today = '2030-06-10';

function Harness({ onChange }: { onChange?: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>({ fromDate: '', toDate: '' });
  return (
    <>
      <DateRangeFields
        today={today}
        value={range}
        onChange={(next) => {
          setRange(next);
          onChange?.(next);
        }}
      />
      <output data-testid="range">{`${range.fromDate}|${range.toDate}`}</output>
    </>
  );
}

const from = () => screen.getByLabelText('From date') as HTMLInputElement;
const to = () => screen.getByLabelText('To date') as HTMLInputElement;
const shown = () => screen.getByTestId('range').textContent;

describe('DateRangeFields', () => {
  it('keeps To disabled until From is set, and limits To to From onwards', () => {
    render(<Harness />);
    expect(to().disabled).toBe(true);
    expect(from().min).toBe(today);
    fireEvent.change(from(), { target: { value: '2030-06-12' } });
    expect(to().disabled).toBe(false);
    expect(to().min).toBe('2030-06-12');
    expect(shown()).toBe('2030-06-12|');
  });

  it('refuses a From before today with the spec message and keeps the last good value', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(from(), { target: { value: '2030-06-09' } });
    expect(screen.getByText(Messages.searchFromInPast)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(to().disabled).toBe(true);
    fireEvent.blur(from());
    expect(from().value).toBe('');
    fireEvent.change(from(), { target: { value: today } });
    expect(screen.queryByText(Messages.searchFromInPast)).toBeNull();
    expect(shown()).toBe(`${today}|`);
  });

  it('pushes To forward when From passes it', () => {
    render(<Harness />);
    fireEvent.change(from(), { target: { value: '2030-06-11' } });
    fireEvent.change(to(), { target: { value: '2030-06-13' } });
    expect(shown()).toBe('2030-06-11|2030-06-13');
    fireEvent.change(from(), { target: { value: '2030-06-20' } });
    expect(shown()).toBe('2030-06-20|2030-06-20');
    expect(to().value).toBe('2030-06-20');
  });

  it('refuses a To before From', () => {
    render(<Harness />);
    fireEvent.change(from(), { target: { value: '2030-06-15' } });
    fireEvent.change(to(), { target: { value: '2030-06-14' } });
    expect(screen.getByText(Messages.searchToBeforeFrom)).toBeTruthy();
    expect(shown()).toBe('2030-06-15|');
  });

  it('clears and disables To when From is cleared', () => {
    render(<Harness />);
    fireEvent.change(from(), { target: { value: '2030-06-15' } });
    fireEvent.change(to(), { target: { value: '2030-06-16' } });
    fireEvent.change(from(), { target: { value: '' } });
    expect(shown()).toBe('|');
    expect(to().disabled).toBe(true);
  });
});
