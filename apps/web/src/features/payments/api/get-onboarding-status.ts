import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { payoutKeys } from './keys.ts';

/** The host's payout account, re-read from the card provider (docs/product/wire-contract.md#reservations-and-payments). */
export const getOnboardingStatus = (signal?: AbortSignal) =>
  apiCall('GET /payment/stripe/onboarding/status', { signal }).then((body) => body.data);

export const onboardingStatusQuery = () =>
  queryOptions({
    queryKey: payoutKeys.onboardingStatus,
    queryFn: ({ signal }) => getOnboardingStatus(signal),
  });

export const useOnboardingStatus = () => useQuery({ ...onboardingStatusQuery(), meta: { silent: true } });
