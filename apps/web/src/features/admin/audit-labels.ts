import type { AuditAction, AuditEntry, AuditTargetType } from '@app/contract';

/** Each audit action in words, for the filter and the log. */
export const auditActionLabels: Record<AuditAction, string> = {
  'listing.approve': 'Approved a listing',
  'listing.reject': 'Rejected a listing',
  'listing.unpublish': 'Unpublished a listing',
  'listing.restore': 'Restored a listing',
  'user.block': 'Blocked an account',
  'user.unblock': 'Unblocked an account',
  'user.promote': 'Made an admin',
  'user.demote': 'Removed an admin',
  'booking.cancel': 'Cancelled a booking',
  'category.create': 'Created a category',
  'category.update': 'Edited a category',
  'category.delete': 'Deleted a category',
  'amenity.create': 'Created an amenity',
  'amenity.update': 'Edited an amenity',
  'amenity.delete': 'Deleted an amenity',
  'policy.create': 'Created a policy',
  'policy.update': 'Edited a policy',
  'policy.delete': 'Deleted a policy',
  'contact.handled': 'Marked a contact request handled',
  'contact.unhandled': 'Marked a contact request not handled',
};

export const auditTargetLabels: Record<AuditTargetType, string> = {
  listing: 'Listing',
  user: 'Account',
  booking: 'Booking',
  category: 'Category',
  amenity: 'Amenity',
  policy: 'Policy',
  contact: 'Contact request',
};

/** Where the target is looked after in the console (or seen on the site); none once it is deleted. */
export function auditTargetPath(entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'targetLabel'>) {
  if (entry.action.endsWith('.delete')) return undefined;
  const id = encodeURIComponent(entry.targetId);
  switch (entry.targetType) {
    case 'listing':
      return `/view-detail/${id}`;
    case 'user':
      return `/admin/people?search=${encodeURIComponent(entry.targetLabel)}`;
    case 'booking':
      return `/admin/bookings?booking=${id}`;
    case 'category':
    case 'amenity':
      return '/admin/catalog';
    case 'policy':
      return `/admin/policies?policy=${id}`;
    case 'contact':
      return '/admin/contact?tab=all';
  }
}
