import { Messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { changeFromDate, changeToDate, todayIso, validDateRange } from './date-rules.ts';

const today = '2030-06-10';
const empty = { fromDate: '', toDate: '' };

describe('search date rules (docs/product/rules.md#validation Search)', () => {
  it('refuses a From before today', () => {
    expect(changeFromDate(empty, '2030-06-09', today)).toEqual({ range: empty, error: Messages.searchFromInPast });
    expect(changeFromDate(empty, today, today)).toEqual({ range: { fromDate: today, toDate: '' } });
  });

  it('pushes To forward when From passes it, and keeps it otherwise', () => {
    const range = { fromDate: '2030-06-11', toDate: '2030-06-12' };
    expect(changeFromDate(range, '2030-06-15', today).range).toEqual({ fromDate: '2030-06-15', toDate: '2030-06-15' });
    expect(changeFromDate(range, '2030-06-12', today).range).toEqual({ fromDate: '2030-06-12', toDate: '2030-06-12' });
    expect(changeFromDate(range, '2030-06-10', today).range).toEqual({ fromDate: '2030-06-10', toDate: '2030-06-12' });
  });

  it('clears To with From (To needs a From)', () => {
    expect(changeFromDate({ fromDate: '2030-06-11', toDate: '2030-06-12' }, '', today).range).toEqual(empty);
    expect(changeToDate(empty, '2030-06-12')).toEqual({ range: empty });
  });

  it('refuses a To before From', () => {
    const range = { fromDate: '2030-06-11', toDate: '' };
    expect(changeToDate(range, '2030-06-10')).toEqual({ range, error: Messages.searchToBeforeFrom });
    expect(changeToDate(range, '2030-06-11').range).toEqual({ fromDate: '2030-06-11', toDate: '2030-06-11' });
    expect(changeToDate({ fromDate: '2030-06-11', toDate: '2030-06-12' }, '').range.toDate).toBe('');
  });

  it('repairs dates from an old link', () => {
    expect(validDateRange({ fromDate: '2030-01-01', toDate: '2030-01-02' }, today)).toEqual({
      fromDate: today,
      toDate: today,
    });
    expect(validDateRange({ fromDate: '', toDate: '2030-07-01' }, today)).toEqual({
      fromDate: '2030-07-01',
      toDate: '2030-07-01',
    });
    expect(validDateRange({ fromDate: '2030-07-05', toDate: '2030-07-01' }, today).toDate).toBe('2030-07-05');
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
