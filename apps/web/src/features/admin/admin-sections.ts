/** The admin console's sections, in menu order (each is its own lazy page). */
export const adminSections = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Approvals', to: '/admin/approvals' },
  { label: 'Listings', to: '/admin/listings' },
  { label: 'People', to: '/admin/people' },
  { label: 'Bookings', to: '/admin/bookings' },
  { label: 'Money', to: '/admin/money' },
  { label: 'Catalog', to: '/admin/catalog' },
  { label: 'Policies', to: '/admin/policies' },
  { label: 'Contact requests', to: '/admin/contact' },
  { label: 'Audit log', to: '/admin/audit' },
] as const;
