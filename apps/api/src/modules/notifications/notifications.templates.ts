import {
  BrandName as BRAND,
  type BookingCanceller,
  type BookingFailureReason,
  type NotificationType,
} from '@app/contract';
import { escapeHtml } from '../../lib/html.ts';

/** Who a booking notification speaks to. */
export type Audience = 'customer' | 'host';

export interface BookingFacts {
  reservationId: string;
  venueId: string;
  venueTitle: string;
  customerName: string;
  /** The hours in the listing's time, e.g. "Tue 8 Dec, 6–8 PM" (`describeSchedules`); empty when unknown. */
  when: string;
}

/** The data each notification type carries (stored in `data`, and what its template reads). */
export interface NotificationData {
  booking_requested: BookingFacts & { amount: number; holdMinutes: number };
  /** To the host: a request to book whose card is authorised; `respondBy` in the listing's time ("Fri 4 Dec, 3:00 pm"). */
  booking_request_received: BookingFacts & { amount: number; respondBy: string };
  reschedule_payment_required: BookingFacts & { amount: number; holdMinutes: number };
  booking_confirmed: BookingFacts & { audience: Audience; amount: number };
  booking_failed: Partial<BookingFacts> & { message: string; reason: BookingFailureReason };
  booking_rescheduled: BookingFacts & { audience: Audience };
  booking_cancelled: BookingFacts & { audience: Audience; cancelledBy: BookingCanceller };
  booking_refunded: BookingFacts & { amount: number };
  booking_completed: BookingFacts & { audience: Audience; payout: number | null };
  listing_submitted: { venueId: string; venueTitle: string; hostName: string; resubmitted: boolean };
  listing_approved: { venueId: string; venueTitle: string };
  listing_rejected: { venueId: string; venueTitle: string; reason: string };
  listing_unpublished: { venueId: string; venueTitle: string; reason: string };
  review_received: { venueId: string; venueTitle: string; authorName: string; rating: number; remark: string };
}

export interface NotificationContent {
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  /** Label of the email's call to action. */
  action: string;
  /** Email subject when it should differ from the title. */
  subject?: string;
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const on = (facts: Partial<BookingFacts>) => (facts.when ? ` on ${facts.when}` : '');
/** Each booking notification opens the booking it is about: the page named, with `?booking=`/`?reservation=`. */
const withBooking = (path: string, reservationId: string | undefined, key = 'booking') =>
  reservationId ? `${path}?${key}=${encodeURIComponent(reservationId)}` : path;
const customerLinks = {
  bookings: (facts: Partial<Pick<BookingFacts, 'reservationId'>>) => withBooking('/mybookings', facts.reservationId),
  transactions: (facts: Pick<BookingFacts, 'reservationId'>) =>
    withBooking('/mytransactions/customer', facts.reservationId),
};
const hostReservations = (facts: Pick<BookingFacts, 'venueId' | 'reservationId'>) =>
  withBooking(`/view-reservations/${facts.venueId}`, facts.reservationId, 'reservation');
const hostPayouts = (facts: Pick<BookingFacts, 'reservationId'>) =>
  withBooking('/mytransactions/seller', facts.reservationId);
const failureTexts: Record<BookingFailureReason, { title: string; note: string }> = {
  taken: { title: 'Booking request failed', note: '' },
  declined: { title: 'Payment declined', note: 'Your hours stay held until the hold ends: you can try another card.' },
  expired: { title: 'Booking request expired', note: 'The hours were released.' },
  reschedule_expired: { title: 'Reschedule not completed', note: 'Your booking keeps its current times.' },
  late_payment: { title: 'Payment arrived too late', note: 'The hold had ended, so the payment is being refunded.' },
  price_changed: {
    title: 'Booking changed during payment',
    note: 'The payment did not match the new price, so it is being refunded. Your hours stay held: pay the new amount.',
  },
  host_declined: { title: 'Booking request declined', note: '' },
  not_answered: { title: 'Booking request not answered', note: '' },
};
/** Failures after which the guest is best sent back to the listing to choose other hours. */
const backToListing = new Set<BookingFailureReason>(['taken', 'expired', 'host_declined', 'not_answered']);
const cancelledByText: Record<BookingCanceller, { customer: string; host: string }> = {
  customer: { customer: 'at your request', host: 'by the guest' },
  host: { customer: 'by the host', host: 'by you (your availability changed)' },
  admin: { customer: 'by our support team', host: 'by our support team' },
};

/** One template per notification type: the in-app text, the link and the email's call to action. */
export const notificationTemplates: { [T in NotificationType]: (data: NotificationData[T]) => NotificationContent } = {
  booking_requested: (data) => ({
    title: 'Booking requested: complete your payment',
    body: `Your request for "${data.venueTitle}"${on(data)} holds the hours for ${data.holdMinutes} minutes. Pay ${money(data.amount)} to confirm it.`,
    link: customerLinks.bookings(data),
    action: 'Open my bookings',
  }),
  booking_request_received: (data) => ({
    title: 'New booking request',
    subject: `Booking request for "${data.venueTitle}": answer by ${data.respondBy}`,
    body: `${data.customerName} asks to book "${data.venueTitle}"${on(data)} (${money(data.amount)}). Their card is authorised: accept or decline by ${data.respondBy}, or the request expires and nothing is charged.`,
    link: hostReservations(data),
    action: 'Answer the request',
  }),
  reschedule_payment_required: (data) => ({
    title: 'Reschedule: pay the difference',
    body: `Your new times for "${data.venueTitle}"${on(data)} are held for ${data.holdMinutes} minutes. Pay the difference of ${money(data.amount)} to switch; until then your booking keeps its current times.`,
    link: customerLinks.bookings(data),
    action: 'Open my bookings',
  }),
  booking_confirmed: (data) =>
    data.audience === 'host'
      ? {
          title: 'New booking',
          body: `${data.customerName} booked "${data.venueTitle}"${on(data)} (${money(data.amount)}).`,
          link: hostReservations(data),
          action: 'See the reservations',
        }
      : {
          title: 'Booking confirmed',
          body: `Your booking of "${data.venueTitle}"${on(data)} is confirmed. Amount paid: ${money(data.amount)}.`,
          link: customerLinks.bookings(data),
          action: 'View my bookings',
        },
  booking_failed: (data) => {
    const { title, note } = failureTexts[data.reason];
    const listing = data.venueTitle ? `"${data.venueTitle}"${on(data)}: ` : '';
    const toListing = data.venueId !== undefined && backToListing.has(data.reason);
    return {
      title,
      body: [`${listing}${data.message}`, note].filter(Boolean).join(' '),
      link: toListing ? `/view-detail/${data.venueId}` : customerLinks.bookings(data),
      action: toListing ? 'Choose other hours' : 'Open my bookings',
    };
  },
  booking_rescheduled: (data) =>
    data.audience === 'host'
      ? {
          title: 'Booking rescheduled',
          body: `${data.customerName} moved their booking of "${data.venueTitle}" to ${data.when}.`,
          link: hostReservations(data),
          action: 'See the reservations',
        }
      : {
          title: 'Booking rescheduled',
          body: `Your booking of "${data.venueTitle}" now takes place on ${data.when}.`,
          link: customerLinks.bookings(data),
          action: 'View my bookings',
        },
  booking_cancelled: (data) =>
    data.audience === 'host'
      ? {
          title: 'Booking cancelled',
          body: `The booking of "${data.venueTitle}"${on(data)} by ${data.customerName} was cancelled ${cancelledByText[data.cancelledBy].host}. Those hours are free again.`,
          link: hostReservations(data),
          action: 'See the reservations',
        }
      : {
          title: 'Booking cancelled',
          body: `Your booking of "${data.venueTitle}"${on(data)} was cancelled ${cancelledByText[data.cancelledBy].customer}.`,
          link: customerLinks.bookings(data),
          action: 'View my bookings',
        },
  booking_refunded: (data) => ({
    title: `Refund of ${money(data.amount)} issued`,
    body: `We are refunding ${money(data.amount)} for "${data.venueTitle}"${on(data)} to the card you paid with.`,
    link: customerLinks.transactions(data),
    action: 'See my transactions',
  }),
  booking_completed: (data) =>
    data.audience === 'host'
      ? {
          title: 'Booking completed: payout coming',
          body: `${data.customerName}'s booking of "${data.venueTitle}"${on(data)} is complete.${
            data.payout === null
              ? ''
              : ` Your payout of ${money(data.payout)} is on its way (paid once your payout account is connected).`
          }`,
          link: hostPayouts(data),
          action: 'See my payouts',
        }
      : {
          title: 'How was it? Leave a review',
          body: `We hope you enjoyed "${data.venueTitle}". Tell other guests how it went: leave a review.`,
          link: customerLinks.bookings(data),
          action: 'Leave a review',
        },
  listing_submitted: (data) => ({
    title: data.resubmitted ? 'Listing resubmitted for approval' : 'New listing awaiting approval',
    body: `${data.hostName} ${data.resubmitted ? 'updated' : 'submitted'} "${data.venueTitle}". It needs a review before it can go live.`,
    link: '/admin',
    action: 'Open the admin console',
  }),
  listing_approved: (data) => ({
    title: 'Listing approved',
    subject: `"${data.venueTitle}" is approved and live`,
    body: `Good news: your listing "${data.venueTitle}" was approved and customers can now find and book it.`,
    link: `/view-detail/${data.venueId}`,
    action: 'See your listing',
  }),
  listing_rejected: (data) => ({
    title: 'Listing needs changes',
    subject: `"${data.venueTitle}" needs changes before it can go live`,
    body: `Your listing "${data.venueTitle}" was not approved yet. Reason: ${sentence(data.reason)} Edit the listing and it goes back for review.`,
    link: `/editlisting/${data.venueId}`,
    action: 'Edit your listing',
  }),
  listing_unpublished: (data) => ({
    title: 'Listing unpublished',
    subject: `"${data.venueTitle}" was unpublished`,
    body: `An admin took your listing "${data.venueTitle}" out of search, so it cannot be booked for now. Reason: ${sentence(data.reason)} Contact us to publish it again.`,
    link: '/managelistings',
    action: 'See your listings',
  }),
  review_received: (data) => ({
    title: 'New review',
    body: `${data.authorName} rated "${data.venueTitle}" ${data.rating}/5${data.remark ? `: "${data.remark}"` : '.'}`,
    link: `/view-detail/${data.venueId}`,
    action: 'See the review',
  }),
};

export function renderNotification<T extends NotificationType>(
  type: T,
  data: NotificationData[T],
): NotificationContent {
  return (notificationTemplates[type] as (input: NotificationData[T]) => NotificationContent)(data);
}

/** Plain text + simple HTML around a notification; links are absolute (`publicUrl` + path). */
export function notificationEmail(input: {
  to: string;
  recipientName: string;
  content: Pick<NotificationContent, 'title' | 'body' | 'link' | 'action' | 'subject'>;
  publicUrl: string;
}) {
  const { content } = input;
  const url = `${input.publicUrl}${content.link}`;
  const subject = `${BRAND}: ${content.subject ?? content.title}`;
  const text = [
    `Hi ${input.recipientName},`,
    '',
    content.body,
    '',
    `${content.action}: ${url}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.recipientName)},</p>`,
    `<p>${escapeHtml(content.body)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(content.action)}</a></p>`,
    `<p>The ${BRAND} team</p>`,
  ].join('');
  return { to: input.to, subject, text, html };
}
