import { Suspense, useState } from 'react';
import { PlainAlert } from '../../components/PlainAlert.tsx';
import { formatPrice, toCents } from '../../components/Price.tsx';
import { lazyThemed } from '../../components/theme/themed.tsx';
import { phoneQuery, useMediaQuery } from '../../lib/media-query.ts';
import { bookingTerms, shortPolicy } from './panel/terms.ts';
import { useBookingForm, type Form, type FormProps } from './panel/useBookingForm.ts';
import { BookingFields } from './panel/BookingFields.tsx';
import { PriceSummary } from './panel/PriceSummary.tsx';
import { PanelHeader } from './panel/PanelHeader.tsx';
import styles from './panel/panel.module.css';

// Both built with MUI and open only on demand, with MUI's theme: the listing page's first load has no MUI.
const RequestDialog = lazyThemed(() => import('./RequestDialog.tsx').then((module) => module.RequestDialog));
const BookingSheet = lazyThemed(() => import('./BookingSheet.tsx').then((module) => module.BookingSheet));

const bookLabel = (venue: FormProps['venue']) =>
  venue.rules.bookingMode === 'request' ? 'Request to book' : 'Book now';

function PanelBody({ venue, reservationId, form }: FormProps & { form: Form }) {
  return (
    <>
      <PanelHeader venue={venue} />
      <hr className={`divider ${styles.divider}`} />
      <BookingFields venue={venue} reservationId={reservationId} form={form} />
      <hr className={`divider ${styles.divider}`} />
      <PriceSummary form={form} />
      {form.problem && (
        <PlainAlert severity="error" className={styles.problem}>
          {form.problem}
        </PlainAlert>
      )}
      <button
        type="button"
        className={`button button-contained button-large ${styles.book}`}
        onClick={() => void form.submit()}
        disabled={form.request.phase === 'sending'}
      >
        {reservationId ? 'Reschedule' : bookLabel(venue)}
      </button>
      <p className={styles.rule}>{bookingTerms(venue, Boolean(reservationId))}</p>
      {form.request.phase !== 'idle' && (
        <Suspense fallback={null}>
          <RequestDialog state={form.request} onClose={form.closeRequest} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The booking panel of the listing page: dates from a calendar of free days, an hour range per date, slots,
 * guests, a live price and the cancellation rule. On phones a bar at the bottom keeps the price and Book in
 * reach and opens the panel as a sheet. Plain markup (docs/decisions/021-plain-first-screen.md); the sheet and the
 * request dialog are MUI's, loaded when opened.
 */
export function BookingPanel({ venue, reservationId }: FormProps) {
  const form = useBookingForm({ venue, reservationId });
  const phone = useMediaQuery(phoneQuery);
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!phone) {
    return (
      <div
        className={`paper-outlined ${styles.panel}`}
        role="region"
        aria-label={reservationId ? 'Reschedule' : 'Book this space'}
      >
        <PanelBody venue={venue} reservationId={reservationId} form={form} />
      </div>
    );
  }
  return (
    <>
      <div className={styles.bar}>
        <div>
          <p className={styles.barPrice}>
            {form.hours
              ? formatPrice(toCents(form.total))
              : `${formatPrice(toCents(venue.rent), { trim: true })} / hour`}
          </p>
          <span className={styles.caption}>
            {form.hours ? `${form.hours} ${form.hours === 1 ? 'hour' : 'hours'} chosen` : shortPolicy(venue.rules)}
          </span>
        </div>
        <button type="button" className="button button-contained button-large" onClick={() => setSheetOpen(true)}>
          {reservationId ? 'Reschedule' : bookLabel(venue)}
        </button>
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <BookingSheet label={reservationId ? 'Reschedule' : 'Book this space'} onClose={() => setSheetOpen(false)}>
            <PanelBody venue={venue} reservationId={reservationId} form={form} />
          </BookingSheet>
        </Suspense>
      )}
    </>
  );
}
