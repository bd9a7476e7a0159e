import { Messages, type Review, type VenueDetail, defaultBookingRules } from '@app/contract';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/dialogs.ts';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { ListingDetailPage } from './ListingDetailPage.tsx';

vi.mock('../../components/map/LazyListingsMap.tsx', () => ({
  LazyListingsMap: ({ ariaLabel }: { ariaLabel: string }) => <div role="region" aria-label={ariaLabel} />,
}));

const venueId = '3653d84e-76ad-4852-8f9e-cc21eb8de504';
const hostId = 'b465cab6-188a-403c-acfb-7b42ef102058';

const venue: VenueDetail = {
  uuid: venueId,
  title: 'Seattle Parking near Pike Place',
  description: 'Covered bays.\nOpen all day.',
  address: '1 Pike St, Seattle, WA 98101, US',
  zipcode: '98101',
  latitude: 47.61,
  longitude: -122.34,
  images: ['uploads/a.webp', 'uploads/b.webp', 'uploads/c.webp'],
  thumbnails: ['uploads/a-thumb.webp', 'uploads/b-thumb.webp', 'uploads/c-thumb.webp'],
  rent: 12.5,
  rating: 4.3,
  reviewCount: 2,
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Parking Space', slots: true, slotPrefix: 'Space' },
  categoryId: '8f7801d1-23b9-4c1c-8765-b9beecd77970',
  host: { userId: hostId, name: 'Harper Host', designation: '' },
  approved: true,
  status: 1,
  slots: 10,
  guestLimit: { adults: 4, children: 1, infants: 0 },
  isFavourite: false,
  distance: null,
  rules: defaultBookingRules,
  amenities: [
    { uuid: '10874f50-5185-4efb-adbe-93e413655feb', name: 'Wi-Fi', status: 1 },
    { uuid: '3165c811-fc75-49f2-9519-14cc37bbe838', name: 'Restrooms', status: 1 },
  ],
  amenityIds: [],
  coordinates: { latitude: 47.61, longitude: -122.34 },
  timezone: 'America/Los_Angeles',
  schedulingPeriod: 60,
  rejectionReason: null,
  schedules: [
    { date: '2026-11-23', status: 2, intervals: [{ time: '09:00', status: 2, slots: [] }] },
    {
      date: '2026-11-24',
      status: 1,
      intervals: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((time) => ({
        time,
        status: 1,
        slots: [{ id: 1, status: 1 }],
      })),
    },
  ],
  reservations: [],
  createdAt: '2026-10-01T00:00:00.000Z',
};

const reviews: Review[] = [
  {
    uuid: '5fc1aeac-e5cb-4458-9abe-322eba01924f',
    postedBy: { uuid: '21fa0382-9068-4983-92fc-a89ce896d118', name: 'jordan Ellis' },
    rating: 4.5,
    remark: 'Easy to find.',
    createdAt: '2026-10-27T12:00:00.000Z',
  },
];

function signIn(uuid: string) {
  const session = {
    user: { uuid, displayName: 'Someone', emailVerified: true, phoneVerified: true, host: false, status: 1 },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session;
  sessionStore.set(session);
}

let requested: string[] = [];
function serve(detail: VenueDetail | null, { reviewsStatus = 200 }: { reviewsStatus?: number } = {}) {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url.includes('/review/')) {
        return reviewsStatus === 200
          ? jsonResponse(200, { data: reviews })
          : jsonResponse(reviewsStatus, { message: Messages.listingNotFound });
      }
      if (url.includes('/venue/') && detail) return jsonResponse(200, { data: detail });
      return jsonResponse(404, { message: Messages.listingNotFound });
    }),
  );
}

const open = (route = `/view-detail/${venueId}`) =>
  renderWithProviders(<ListingDetailPage />, { route, path: '/view-detail/:id' });

beforeEach(() => {
  authDialog.set({ name: 'none' });
  sessionStore.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('listing detail page', () => {
  it('shows the listing to a visitor from the public endpoint', async () => {
    serve(venue);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: venue.title })).toBeTruthy();
    expect(requested[0]).toContain(`/api/v1/venue/${venueId}/view/public`);
    expect(document.title).toBe(`${venue.title} · Hourly Spaces`);
    expect(screen.getByText('Venue Owner')).toBeTruthy();
    expect(screen.getByText('10 spaces')).toBeTruthy();
    expect(screen.getByText('4 adults · 1 child · no infants')).toBeTruthy();
    expect(screen.getByText('$12.50 per hour')).toBeTruthy();
    expect(screen.getByText('Wi-Fi')).toBeTruthy();
    const description = screen.getByText('Covered bays.\nOpen all day.', {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(getComputedStyle(description).whiteSpace).toBe('pre-line');
    expect(await screen.findByText('Easy to find.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Book this space' })).toBeTruthy();
    const facebook = await screen.findByRole('link', { name: 'Share on Facebook' });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/view-detail/${venueId}`)}`,
    );
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    // Tab order follows the document: booking comes before the photos, the map and the share buttons.
    const booking = screen.getByRole('region', { name: 'Book this space' });
    for (const later of [screen.getByRole('heading', { name: 'Photos' }), facebook]) {
      expect(booking.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('asks a visitor to log in to shortlist or book', async () => {
    serve(venue);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to your Shortlist' }));
    expect(await screen.findByText(Messages.loginRequiredShortlist)).toBeTruthy();
    expect(authDialog.get().name).toBe('login');
    authDialog.set({ name: 'none' });
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(Messages.loginRequiredBooking)).toBeTruthy();
    expect(authDialog.get().name).toBe('login');
  });

  it("keeps a visitor's Shortlist press through the login and adds the listing once logged in", async () => {
    serve(venue);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to your Shortlist' }));
    expect(authDialog.get().name).toBe('login');
    expect(requested.some((url) => url.includes('/favourite/add/'))).toBe(false);
    signIn('21fa0382-9068-4983-92fc-a89ce896d118');
    await waitFor(() =>
      expect(requested.some((url) => url.endsWith(`/api/v1/venue/favourite/add/${venueId}`))).toBe(true),
    );
    expect(await screen.findByText(Messages.addedToFavourites)).toBeTruthy();
  });

  it('reads the full listing for a signed-in guest and works in reschedule mode with ?reservationid=', async () => {
    signIn('21fa0382-9068-4983-92fc-a89ce896d118');
    serve(venue);
    open(`/view-detail/${venueId}?reservationid=r-1`);
    expect(await screen.findByText('Rescheduling your booking — choose new hours')).toBeTruthy();
    expect(requested[0]).toContain(`/api/v1/venue/${venueId}/view`);
    expect(requested[0]).not.toContain('/public');
    await waitFor(() => expect(requested.some((url) => url.includes('/api/v1/reservation/view/r-1'))).toBe(true));
  });

  it("hides the booking panel from the listing's own host", async () => {
    signIn(hostId);
    serve(venue);
    open();
    const note = await screen.findByRole('complementary', { name: 'Your listing' });
    expect(await within(note).findByText('This is your listing')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe(
      `/editlisting/${venueId}`,
    );
    expect(within(note).getByRole('link', { name: 'View reservations' }).getAttribute('href')).toBe(
      `/view-reservations/${venueId}`,
    );
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    expect(screen.queryByText('Check availability')).toBeNull();
  });

  it("shows the host's pending listing without a review error and without share buttons", async () => {
    signIn(hostId);
    // Like the server: reviews of a listing the public cannot open answer 404.
    serve({ ...venue, approved: false, rating: 0, reviewCount: 0 }, { reviewsStatus: 404 });
    open();
    const reviewsSection = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviewsSection).getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText(/Reviews could not be loaded/)).toBeNull();
    expect(requested.some((url) => url.includes('/review/'))).toBe(false);
    const share = screen.getByRole('region', { name: 'Share this space' });
    expect(within(share).getByText('Sharing opens once the listing is approved.')).toBeTruthy();
    expect(within(share).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Share on Facebook' })).toBeNull();
  });

  it('treats a 404 for the reviews as a listing without reviews', async () => {
    serve(venue, { reviewsStatus: 404 });
    open();
    const reviewsSection = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviewsSection).findByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByText(/Reviews could not be loaded/)).toBeNull();
  });

  it('opens the photos in a lightbox that steps with the arrow keys and closes with Escape', async () => {
    serve(venue);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${venue.title} — photo 2 of 3` }));
    const dialog = await screen.findByRole('dialog', { name: venue.title });
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('img', { name: `${venue.title} — photo 2 of 3` })
        .getAttribute('src'),
    ).toBe('/uploads/b.webp');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a friendly not-found state for an unknown listing', async () => {
    serve(null);
    open('/view-detail/not-a-listing');
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse spaces' }).getAttribute('href')).toBe('/listing');
  });
});

describe('a pending listing seen by an admin', () => {
  const pendingVenue: VenueDetail = { ...venue, approved: false };
  let current: VenueDetail;
  const puts: { url: string; body: unknown }[] = [];

  beforeEach(() => {
    current = pendingVenue;
    puts.length = 0;
    signIn('0c1d3f5e-6a7b-4c8d-9e0f-1a2b3c4d5e6f');
    sessionStore.updateUser({ admin: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method === 'PUT') {
          const body = init.body ? JSON.parse(String(init.body)) : undefined;
          puts.push({ url, body });
          const approve = url.endsWith('/approve');
          current = { ...current, approved: approve, rejectionReason: approve ? null : body.reason };
          return jsonResponse(200, {
            data: current,
            message: approve ? Messages.listingApproved : Messages.listingRejected,
          });
        }
        if (url.includes('/review/')) return jsonResponse(404, { message: Messages.listingNotFound });
        if (url.includes('/venue/')) return jsonResponse(200, { data: current });
        return jsonResponse(404, { message: 'not found' });
      }),
    );
  });

  it('shows Pending Approval with Approve and Reject instead of booking; approving brings the booking panel', async () => {
    const user = userEvent.setup();
    open();
    const review = await screen.findByRole('complementary', { name: 'Listing review' });
    const panel = within(review);
    expect(await panel.findByText(Messages.pendingApproval)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Book this space' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(Messages.listingApproved)).toBeTruthy();
    expect(puts[0]!.url).toBe(`/api/v1/admin/venue/${venueId}/approve`);
    expect(await screen.findByRole('region', { name: 'Book this space' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Listing review' })).toBeNull();
  });

  it('rejects with a required reason', async () => {
    const user = userEvent.setup();
    open();
    const review = await screen.findByRole('complementary', { name: 'Listing review' });
    await user.click(await within(review).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${venue.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(Messages.rejectionReasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Blurry photos');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(Messages.listingRejected)).toBeTruthy();
    expect(puts[0]).toEqual({ url: `/api/v1/admin/venue/${venueId}/reject`, body: { reason: 'Blurry photos' } });
    expect(await within(review).findByText('Rejected: Blurry photos')).toBeTruthy();
  });
});
