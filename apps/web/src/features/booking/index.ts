/** What other features may use of booking: the listing page's panel. */
export { BookingPanel } from './BookingPanel.tsx';
