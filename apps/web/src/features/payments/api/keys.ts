export const payoutKeys = {
  onboardingStatus: ['payout-onboarding-status'] as const,
};
