export const accountKeys = {
  customerProfile: (userId: string | undefined) => ['customer-profile', userId] as const,
};
