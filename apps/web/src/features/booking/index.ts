/** The booking panel, for the listing page (loaded on its own, in parallel with the listing's data). */
export { BookingPanel } from './BookingPanel.tsx';
