export const reservationKeys = {
  all: ['reservations'] as const,
  list: (userId: string | undefined) => ['reservations', 'list', userId] as const,
  detail: (id: string | undefined) => ['reservations', 'one', id] as const,
};

export const paymentKeys = {
  config: ['payment-config'] as const,
};
