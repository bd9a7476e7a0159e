/** What other features may use of hosting: the Schedule dialog (the host's own listing page opens it). */
export { ScheduleDialog } from './schedule/ScheduleDialog.tsx';
