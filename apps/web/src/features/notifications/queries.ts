export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string | undefined) => ['notifications', userId] as const,
};
