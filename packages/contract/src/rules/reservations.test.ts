import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { ReservationRequestBodySchema } from '../reservations.ts';
import { problemsOf } from '../test-support.ts';
import { guestLimitExceededMessage, guestListProblem, isGuestCount } from './reservations.ts';

const limits = { adults: 4, children: 2, infants: 1 };

describe('guest list rule', () => {
  it('wants at least one adult, then whole counts within the listing limits, first problem first', () => {
    expect(guestListProblem({ adults: 2, children: 2, infants: 1 }, limits)).toBeUndefined();
    expect(guestListProblem({ adults: 0, children: 9, infants: 0 }, limits)).toEqual({
      kind: 'adults',
      message: Messages.oneAdultMandatory,
    });
    expect(guestListProblem({ adults: 5, children: 9, infants: 0 }, limits)).toEqual({
      kind: 'adults',
      message: guestLimitExceededMessage(4, 'adults'),
    });
    expect(guestListProblem({ adults: 1, children: 1.5, infants: 0 }, limits)).toEqual({
      kind: 'children',
      message: Messages.guestCountInvalid,
    });
    expect(guestListProblem({ adults: 1, children: 0, infants: 2 }, limits)?.message).toBe(
      Messages.guestLimitExceeded.replace('{max}', '1').replace('{kind}', 'infants'),
    );
  });

  it('counts are whole and not negative, as the booking request schema wants', () => {
    for (const count of [0, 3, -1, 0.5]) {
      expect(isGuestCount(count)).toBe(Number.isInteger(count) && count >= 0);
      const body = {
        venueId: 'listing',
        schedules: [{ date: '2026-12-24', intervals: ['10:00'] }],
        guestList: { adults: 1, children: count, infants: 0 },
      };
      expect(problemsOf(ReservationRequestBodySchema, body)).toEqual(
        isGuestCount(count) ? [] : [Messages.guestCountInvalid],
      );
    }
  });
});
