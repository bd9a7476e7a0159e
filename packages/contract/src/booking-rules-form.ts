/**
 * The booking rules page's schema on its own entry point: the web loads it after the page, not with it, because a
 * schema brings zod (~55 KB gzip) with it.
 */
export { BookingRulesBodySchema } from './booking-rules.ts';
