import { ReservationStatus, type AdminUser } from '@app/contract';

const bookingStatuses: Record<number, string> = {
  [ReservationStatus.INPROCESS]: 'In process',
  [ReservationStatus.CONFIRMED]: 'Confirmed',
  [ReservationStatus.CANCELLED]: 'Cancelled',
  [ReservationStatus.COMPLETED]: 'Completed',
};
export const bookingStatusText = (status: number) => bookingStatuses[status] ?? 'Unknown';

/** The roles an account holds, as chips read them; a plain customer has none. */
export const roleLabels = (person: Pick<AdminUser, 'admin' | 'host'>) =>
  [person.admin && 'Admin', person.host && 'Host'].filter((role): role is string => Boolean(role));
