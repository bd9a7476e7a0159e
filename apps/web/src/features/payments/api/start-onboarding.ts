import { apiCall } from '../../../lib/api.ts';

/** Starts (or continues) connecting the host's payout account: the answer's `url` is where the client goes next. */
export const startOnboarding = (country: string) =>
  apiCall('POST /payment/stripe/onboarding/initiate', { json: { country } });
