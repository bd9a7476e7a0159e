import { defaultBookingRules } from '@app/contract';
import type { AdminListing, AdminUser, VenueDetail } from '@app/contract';
import { vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';

/** Shared data of the admin pages' tests. */
export const adminId = '0c1d3f5e-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

export function signInAsAdmin() {
  sessionStore.set({
    user: {
      uuid: adminId,
      displayName: 'Ada Admin',
      displayImage: null,
      email: 'admin@hourlyspaces.test',
      emailVerified: true,
      phoneVerified: true,
      host: false,
      admin: true,
      status: 1,
    },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

export const adminListing = (overrides: Partial<AdminListing> = {}): AdminListing => ({
  uuid: '3653d84e-76ad-4852-8f9e-cc21eb8de504',
  title: 'Fishtown Courtyard Garden',
  description: 'A quiet courtyard.',
  address: '1 Frankford Ave, Philadelphia, PA 19125, US',
  image: 'uploads/a-thumb.webp',
  rentCents: 2550,
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Garden' },
  host: { uuid: 'b465cab6-188a-403c-acfb-7b42ef102058', displayName: 'Harper Host', email: 'host@hourlyspaces.test' },
  state: 'pending',
  rejectionReason: null,
  unpublishReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

export const venueOf = (listing: AdminListing, overrides: Partial<VenueDetail> = {}): VenueDetail => ({
  uuid: listing.uuid,
  title: listing.title,
  description: listing.description,
  address: listing.address,
  zipcode: '19125',
  latitude: 39.97,
  longitude: -75.13,
  images: ['uploads/a.webp', 'uploads/b.webp', 'uploads/c.webp'],
  thumbnails: ['uploads/a-thumb.webp', 'uploads/b-thumb.webp', 'uploads/c-thumb.webp'],
  rent: listing.rentCents / 100,
  rating: 0,
  reviewCount: 0,
  category: { uuid: listing.category.uuid, name: listing.category.name, slots: false, slotPrefix: null },
  categoryId: listing.category.uuid,
  host: { userId: listing.host.uuid, name: listing.host.displayName, designation: '' },
  approved: listing.state === 'approved',
  status: 1,
  slots: null,
  guestLimit: { adults: 12, children: 2, infants: 0 },
  isFavourite: false,
  distance: null,
  rules: defaultBookingRules,
  amenities: [{ uuid: '10874f50-5185-4efb-adbe-93e413655feb', name: 'Wi-Fi', status: 1 }],
  amenityIds: [],
  coordinates: { latitude: 39.97, longitude: -75.13 },
  timezone: 'America/New_York',
  schedulingPeriod: 60,
  rejectionReason: listing.rejectionReason,
  schedules: [],
  reservations: [],
  createdAt: listing.createdAt,
  ...overrides,
});

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  uuid: 'd2c1b0a9-8f7e-4d6c-9b5a-4e3f2a1b0c9d',
  displayName: 'Bea Booker',
  email: 'bea@example.com',
  phone: '+12025550123',
  emailVerified: true,
  phoneVerified: false,
  host: false,
  admin: false,
  status: 1,
  createdAt: '2026-10-05T09:00:00.000Z',
  listingCount: 0,
  bookingCount: 3,
  ...overrides,
});

/** Pretends the screen is wide (lg and up) or narrow for MUI's useMediaQuery. */
export function screenWidth(width: number) {
  return (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

export interface ApiCall {
  method: string;
  url: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body?: unknown;
}

/** Answers every fetch with `handle`, keeping each call (method, URL, query, JSON body) in `calls`. */
export function stubApi(calls: ApiCall[], handle: (call: ApiCall) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        url,
        query: new URL(url, 'http://localhost').searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handle(call);
    }),
  );
}
