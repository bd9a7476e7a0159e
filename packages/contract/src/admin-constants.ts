/**
 * The admin console's messages and value lists, apart from its zod schemas (admin.ts): the web's admin pages import
 * these, and a module that defines schemas at its top level brings all of zod (~55 KB gzip) along with it.
 */

export const AdminMessages = {
  reasonRequired: 'Please give a reason',
  cannotBlockSelf: 'You cannot block your own account',
  cannotBlockLastAdmin: 'You cannot block the last admin',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  cannotDemoteLastAdmin: 'You cannot remove the last admin',
  alreadyAdmin: 'This account is already an admin',
  notAdmin: 'This account is not an admin',
  promoteBlocked: 'Unblock this account before making it an admin',
  promoted: 'Account is now an admin',
  demoted: 'Admin role removed',
  listingsApproved: 'Listings approved',
  listingUnpublished: 'Listing unpublished',
  listingRestored: 'Listing restored',
  listingNotUnpublished: 'This listing is not unpublished',
  listingAlreadyUnpublished: 'This listing is already unpublished',
  listingNotPending: 'This listing is not waiting for approval',
  listingUnpublishedByAdmin: 'An admin unpublished this listing; contact support to publish it again',
  bookingCancelledByAdmin: 'Booking cancelled and fully refunded',
  bookingNotCancellable: 'This booking can no longer be cancelled',
  categoryNameRequired: 'Please enter a category name',
  categoryNameTaken: 'A category with this name already exists',
  categoryInUse: 'This category is used by listings and cannot be deleted',
  categorySlotsInUse: 'The slots setting of a category in use cannot change',
  slotPrefixRequired: 'Please enter a slot prefix for a category with slots',
  amenityNameRequired: 'Please enter an amenity name',
  amenityNameTaken: 'An amenity with this name already exists',
  amenityInUse: 'This amenity is offered by listings and cannot be deleted',
  created: 'Created successfully',
  updated: 'updated Successfully',
  contactHandled: 'Marked as handled',
  contactUnhandled: 'Marked as not handled',
  contactNotFound: 'Contact request not found',
  invalidDateRange: 'The end date must not be before the start date',
} as const;

export const AuditActions = [
  'listing.approve',
  'listing.reject',
  'listing.unpublish',
  'listing.restore',
  'user.block',
  'user.unblock',
  'user.promote',
  'user.demote',
  'booking.cancel',
  'category.create',
  'category.update',
  'category.delete',
  'amenity.create',
  'amenity.update',
  'amenity.delete',
  'policy.create',
  'policy.update',
  'policy.delete',
  'contact.handled',
  'contact.unhandled',
] as const;
export type AuditAction = (typeof AuditActions)[number];
export const AuditTargetTypes = ['listing', 'user', 'booking', 'category', 'amenity', 'policy', 'contact'] as const;
export type AuditTargetType = (typeof AuditTargetTypes)[number];

export const AdminListingStates = ['pending', 'approved', 'rejected', 'unpublished'] as const;
export type AdminListingState = (typeof AdminListingStates)[number];

export const AdminUserRoles = ['admin', 'host', 'customer'] as const;
