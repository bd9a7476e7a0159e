/** What other parts of the app may use of the admin console. */
export { AdminConsoleLabel } from './AdminConsoleLabel.tsx';
export { ListingReviewPanel } from './ListingReviewPanel.tsx';
