import { createElement, Suspense, use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { RequireAdmin, RequireLogin, RequireVerified, VerifiedOrVisitor, VisitorOnly } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';
import { loadThemed } from '../components/theme/themed.tsx';
import { NotFoundPage } from './not-found.tsx';

type PageModule = Record<string, unknown>;
/** Each page's code; marked fulfilled once loaded, so React's `use` returns it at once instead of suspending. */
type PageCode = Promise<ComponentType>;
const pageCode = new Map<string, PageCode>();

/** Pages built with plain markup and static CSS, which need no MUI theme (components/theme/themed.tsx). */
const plainPages = new Set(['HomePage', 'SearchPage', 'ListingDetailPage']);

function loadPage(load: () => Promise<PageModule>, name: string): PageCode {
  let code = pageCode.get(name);
  if (!code) {
    const component = () => load().then((module) => module[name] as ComponentType);
    const loading: PageCode = plainPages.has(name) ? component() : loadThemed(component);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => undefined,
    );
    pageCode.set(name, loading);
    code = loading;
  }
  return code;
}

function LazyPage({ load, name }: { load: () => Promise<PageModule>; name: string }) {
  // The same component for a name every time (cached above), so nothing remounts.
  return createElement(use(loadPage(load, name)));
}

/** Each page is its own chunk, loaded when its route is first visited. */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyPage load={load} name={name} />
    </Suspense>
  );
}

// The public pages the server sends with a pre-rendered first screen (scripts/prerender-shells.mjs).
const homePage = () => import('../features/home/HomePage.tsx');
const searchPage = () => import('../features/search/SearchPage.tsx');
const listingPage = () => import('../features/listing/ListingDetailPage.tsx');

/**
 * Loads the code of the page at `pathname` when it is one with a pre-rendered first screen: rendering the app once
 * it is there replaces that screen with the same page, never with the loading bar in between.
 */
export function preloadShellPage(pathname: string): Promise<unknown> {
  if (pathname === '/') return loadPage(homePage, 'HomePage');
  if (pathname === '/listing') return loadPage(searchPage, 'SearchPage');
  if (/^\/view-detail\/[^/]+$/.test(pathname)) return loadPage(listingPage, 'ListingDetailPage');
  return Promise.resolve();
}

/** docs/product/screens.md route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<VerifiedOrVisitor />}>
          <Route index element={page(homePage, 'HomePage')} />
        </Route>
        <Route path="listing" element={page(searchPage, 'SearchPage')} />
        <Route element={<VisitorOnly />}>
          <Route path="Signup" element={page(() => import('../features/accounts/SignupPage.tsx'), 'SignupPage')} />
        </Route>
        <Route
          path="becomeahost"
          element={page(() => import('../features/accounts/BecomeHostPage.tsx'), 'BecomeHostPage')}
        />
        <Route path="contact-us" element={page(() => import('../features/content/ContactPage.tsx'), 'ContactPage')} />
        <Route path="view-detail/:id" element={page(listingPage, 'ListingDetailPage')} />
        <Route path="policy/:id" element={page(() => import('../features/content/PolicyPage.tsx'), 'PolicyPage')} />
        <Route
          path="payment-details"
          element={page(() => import('../features/payments/PaymentDetailsPage.tsx'), 'PaymentDetailsPage')}
        />
        <Route element={<RequireLogin />}>
          <Route
            path="payment/stripe/onboarding/complete"
            element={page(() => import('../features/payments/OnboardingCompletePage.tsx'), 'OnboardingCompletePage')}
          />
          <Route
            path="editprofile"
            element={page(() => import('../features/accounts/ProfilePage.tsx'), 'ProfilePage')}
          />
          <Route path="thankyou" element={page(() => import('../features/booking/ThankYouPage.tsx'), 'ThankYouPage')} />
        </Route>
        <Route element={<RequireVerified />}>
          <Route
            path="book-now/:id"
            element={page(() => import('../features/booking/BookNowPage.tsx'), 'BookNowPage')}
          />
          <Route
            path="addlisting"
            element={page(() => import('../features/hosting/listing-form/AddListingPage.tsx'), 'AddListingPage')}
          />
          <Route
            path="editlisting/:id"
            element={page(() => import('../features/hosting/listing-form/EditListingPage.tsx'), 'EditListingPage')}
          />
          <Route
            path="managelistings"
            element={page(
              () => import('../features/hosting/manage-listings/ManageListingsPage.tsx'),
              'ManageListingsPage',
            )}
          />
          <Route
            path="mybookings"
            element={page(() => import('../features/booking/MyBookingsPage.tsx'), 'MyBookingsPage')}
          />
          <Route
            path="myfavourite"
            element={page(() => import('../features/favourites/MyFavouritesPage.tsx'), 'MyFavouritesPage')}
          />
          <Route
            path="view-reservations/:id"
            element={page(
              () => import('../features/hosting/reservations/ListingReservationsPage.tsx'),
              'ListingReservationsPage',
            )}
          />
          <Route
            path="blockedDates/:id"
            element={page(() => import('../features/hosting/blocked-dates/BlockedDatesPage.tsx'), 'BlockedDatesPage')}
          />
          <Route
            path="booking-rules/:id"
            element={page(() => import('../features/hosting/booking-rules/BookingRulesPage.tsx'), 'BookingRulesPage')}
          />
          <Route
            path="mytransactions/:type"
            element={page(() => import('../features/payments/transactions/TransactionsPage.tsx'), 'TransactionsPage')}
          />
        </Route>
        <Route path="admin" element={<RequireAdmin />}>
          <Route element={page(() => import('../features/admin/AdminLayout.tsx'), 'AdminLayout')}>
            <Route
              index
              element={page(() => import('../features/admin/AdminDashboardPage.tsx'), 'AdminDashboardPage')}
            />
            <Route
              path="approvals"
              element={page(() => import('../features/admin/AdminApprovalsPage.tsx'), 'AdminApprovalsPage')}
            />
            <Route
              path="listings"
              element={page(() => import('../features/admin/AdminListingsPage.tsx'), 'AdminListingsPage')}
            />
            <Route
              path="people"
              element={page(() => import('../features/admin/AdminPeoplePage.tsx'), 'AdminPeoplePage')}
            />
            <Route
              path="bookings"
              element={page(() => import('../features/admin/AdminBookingsPage.tsx'), 'AdminBookingsPage')}
            />
            <Route
              path="money"
              element={page(() => import('../features/admin/AdminMoneyPage.tsx'), 'AdminMoneyPage')}
            />
            <Route
              path="catalog"
              element={page(() => import('../features/admin/AdminCatalogPage.tsx'), 'AdminCatalogPage')}
            />
            <Route
              path="policies"
              element={page(() => import('../features/admin/AdminPoliciesPage.tsx'), 'AdminPoliciesPage')}
            />
            <Route
              path="contact"
              element={page(() => import('../features/admin/AdminContactPage.tsx'), 'AdminContactPage')}
            />
            <Route
              path="audit"
              element={page(() => import('../features/admin/AdminAuditPage.tsx'), 'AdminAuditPage')}
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
