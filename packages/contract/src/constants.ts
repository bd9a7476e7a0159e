/** The product's name, as emails, push messages and page titles show it. */
export const BrandName = 'Hourly Spaces';
export const Gender = { MALE: 1, FEMALE: 2, OTHER: 3 } as const;
export const UserStatus = { ACTIVE: 1, BLOCKED: 2 } as const;
export const VerificationType = { EMAIL: 1, PHONE: 2, FORGOT_PASSWORD: 3 } as const;
export const ListingStatus = { ACTIVE: 1, INACTIVE: 2 } as const;
export const ReservationStatus = { INPROCESS: 1, CONFIRMED: 2, CANCELLED: 3, COMPLETED: 4 } as const;
export const TransactionInitialization = { PENDING: 1, FAILED: 2, CANCELLED: 3, SUCCEEDED: 4 } as const;
export const TransactionType = { CHARGE: 1, REFUND: 2, PAYOUT: 3 } as const;
export const TransactionStatus = { PENDING: 1, FAILED: 2, SUCCEEDED: 3 } as const;
export const ScheduleType = { DATE: 1, WEEKDAYS: 2, CUSTOM: 3 } as const;
export const ScheduleUnit = { DAYS: 1, WEEKS: 2, MONTHS: 3, YEARS: 4 } as const;

export const Limits = {
  listingsPerPage: 6,
  defaultRadiusMiles: 50,
  otpLength: 6,
  otpLifetimeMinutes: 10,
  otpMaxAttempts: 5,
  otpResendSeconds: 60,
  otpMaxSendsPerHour: 5,
  loginPasswordMin: 6,
  newPasswordMin: 8,
  newPasswordMax: 128,
  minImagesPerListing: 3,
  maxImagesPerListing: 20,
  defaultSchedulingPeriod: 60,
  accessTokenMinutes: 15,
  refreshTokenDays: 30,
  refreshGraceSeconds: 60,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxPixels: 25_000_000,
  snackbarAutoHideMs: 2000,
  snackbarMaxStack: 5,
  /** Below 600 px: more would cover most of a phone's screen. */
  snackbarMaxStackPhone: 3,
  noResultMessageMs: 2000,
  reloadDelayMs: 1000,
} as const;

/**
 * What one customer may hold unpaid (docs/product/rules.md#reservations; OWASP API6). Hours are hour-slots: an hour of
 * two slots counts twice, as it does in the price.
 */
export const BookingLimits = {
  holdMinutes: 15,
  /** A hold renewed by rescheduling never outlives this, counted from when it was first held. */
  maxHoldLifetimeMinutes: 30,
  maxUnpaidHolds: 3,
  /** The default of `BOOKING_RATE_LIMIT`: booking requests and reschedules per customer per minute. */
  maxRequestsPerMinute: 10,
  maxHoursPerRequest: 72,
  maxUnpaidHoursPerListing: 72,
  maxUnpaidHoursOverall: 144,
} as const;

export const PayoutCountries = ['US', 'IT', 'CA'] as const;
export const ShareNetworks = ['facebook', 'whatsapp', 'twitter', 'linkedin', 'copy', 'instagram'] as const;

/** The live event that carries a new notification on the user's combined stream (`event: notification`). */
export const NotificationEventType = 'notification';

export const NotificationLimits = { defaultPageSize: 10, maxPageSize: 50 } as const;
