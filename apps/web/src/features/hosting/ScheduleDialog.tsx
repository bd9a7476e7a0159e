/**
 * The Schedule dialog of SPEC §2 (Manage schedule) for one listing. Placeholder until the editor lands: Manage
 * Listings opens it with the listing's id and closes it with onClose.
 */
export function ScheduleDialog({ venueId, onClose }: { venueId: string; onClose: () => void }) {
  void venueId;
  void onClose;
  return null;
}
