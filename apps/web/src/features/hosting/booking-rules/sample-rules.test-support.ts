import type { BookingRules } from '@app/contract';

/** A listing's rules with every rule set, for the booking rules page's tests. */
export const rules: BookingRules = {
  bookingMode: 'request',
  responseHours: 12,
  cancellationPolicy: 'moderate',
  bufferBeforeHours: 1,
  bufferAfterHours: 0,
  minHours: 2,
  maxHours: 8,
  noticeHours: 24,
  horizonDays: 90,
  pricing: {
    weekendRent: 55,
    peakRent: 70,
    peakHours: [17, 18, 19],
    cleaningFee: 25,
    extraGuestFee: 2.5,
    extraGuestsFrom: 6,
    longBookingHours: 6,
    longBookingDiscountPercent: 10,
  },
};
