export interface NavItem {
  label: string;
  to: string;
}

/** docs/product/screens.md#navigation. */
export const mainNavigation = (isHost: boolean): NavItem[] => [
  { label: 'Home', to: '/' },
  { label: 'Listing', to: '/listing' },
  { label: 'How We Work?', to: '/#HowWeWork' },
  ...(isHost ? [] : [{ label: 'Become A Host', to: '/#becomeahost' }]),
  { label: 'Contact Us', to: '/contact-us' },
];

export const hostNavigation: NavItem[] = [
  { label: 'Add Listing', to: '/addlisting' },
  { label: 'Manage Listing', to: '/managelistings' },
  { label: 'Transactions', to: '/mytransactions/seller' },
];

export const customerNavigation: NavItem[] = [
  { label: 'My Bookings', to: '/mybookings' },
  { label: 'My Transactions', to: '/mytransactions/customer' },
  { label: 'My Favourites', to: '/myfavourite' },
  { label: 'Profile Edit', to: '/editprofile' },
];
