import { Messages, ReservationStatus, type Reservation, type VenueDetail } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api.ts';
import { openLogin } from '../../../lib/dialogs.ts';
import { notify, quietNotificationsAbout } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { requestBooking, useReservation } from '../booking.api.ts';
import {
  bookingProblem,
  choiceOf,
  chosenHourCount,
  emptyChoice,
  quoteOf,
  requestBodyOf,
  scheduleByDate,
  selectableSlots,
  withOwnHours,
  type BookingChoice,
} from '../booking-rules.ts';
import type { RequestState } from '../RequestDialog.tsx';
import { checkoutPath, heldFor, unpaid } from '../format.ts';
import { venueKeys } from '../../../lib/query-keys.ts';
import { reservationKeys } from '../queries.ts';

/** The spec's message, and for a hold how long and until when the hours wait for payment. */
function submittedText(reservation: Reservation, message: string) {
  const hold = unpaid(reservation);
  return hold
    ? `${message}. Your hours are held for ${heldFor(hold.expiresAt, Date.now(), reservation.venue.timezone)}.`
    : message;
}

const storageKey = (venueId: string, reservationId?: string) => `hourly.booking:${venueId}:${reservationId ?? 'new'}`;

function readStoredChoice(key: string): BookingChoice | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as BookingChoice | null;
    return stored && Array.isArray(stored.days) && Array.isArray(stored.slots) && stored.guests ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The choice survives a login (the visitor is asked to log in on Book and comes back to it) and a reload: it is
 * kept in this tab's session storage until the request is sent.
 */
function useStoredChoice(venueId: string, reservationId?: string) {
  const key = storageKey(venueId, reservationId);
  const [stored] = useState(() => readStoredChoice(key));
  const [choice, setChoice] = useState<BookingChoice>(() => stored ?? emptyChoice());
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(choice));
  }, [key, choice]);
  return { choice, setChoice, restored: Boolean(stored), forget: () => sessionStorage.removeItem(key) };
}

export interface FormProps {
  venue: VenueDetail;
  reservationId?: string;
}

/** The booking form (docs/product/screens.md#listing-detail, §5 "Booking"); renders inline on desktop, in a sheet on phones. */
export function useBookingForm({ venue, reservationId }: FormProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reservation = useReservation(reservationId && user ? reservationId : undefined);
  const schedules = useMemo(
    () => (reservation.data ? withOwnHours(venue.schedules, reservation.data) : venue.schedules),
    [venue.schedules, reservation.data],
  );
  const { choice, setChoice, restored, forget } = useStoredChoice(venue.uuid, reservationId);
  const prefilled = useRef(restored);
  useEffect(() => {
    if (prefilled.current || !reservation.data) return;
    prefilled.current = true;
    setChoice(choiceOf(reservation.data));
  }, [reservation.data, setChoice]);

  const [request, setRequest] = useState<RequestState>({ phase: 'idle' });
  const [problem, setProblem] = useState<string>();
  const byDate = useMemo(() => scheduleByDate(schedules), [schedules]);
  const selectable = useMemo(() => selectableSlots(venue, schedules, choice.days), [venue, schedules, choice.days]);
  const slots = choice.slots.filter((slot) => selectable.has(slot));
  const effective = { ...choice, slots };
  const hours = chosenHourCount(effective);
  const quote = quoteOf(venue, effective);
  const total = quote.totalCents / 100;

  const update = (change: (current: BookingChoice) => BookingChoice) => {
    setProblem(undefined);
    setChoice(change);
  };

  const submit = async () => {
    if (!user) {
      notify.error(Messages.loginRequiredBooking);
      openLogin();
      return;
    }
    const broken = bookingProblem(venue, schedules, effective);
    if (broken) {
      // Said in the panel, next to Book.
      setProblem(broken);
      return;
    }
    setRequest({ phase: 'sending' });
    const sentAt = Date.now();
    // The request says its own outcome: the live notifications it causes go to the bell only.
    quietNotificationsAbout(venue.uuid, reservationId);
    try {
      const body = await requestBooking(requestBodyOf(venue, effective), reservationId);
      forget();
      // The checkout starts from the booking as the request left it, never from an older read.
      queryClient.setQueryData(reservationKeys.detail(body.data.uuid), body.data);
      // Confirmed at once (a free booking, a reschedule that costs no more): the checkout's success message is the
      // one; otherwise the request's, with how long the hours are held.
      if (body.data.status !== ReservationStatus.CONFIRMED || unpaid(body.data))
        notify.success(
          submittedText(body.data, reservationId ? Messages.rescheduleSubmitted : Messages.bookingSubmitted),
        );
      navigate(checkoutPath(body.data), {
        state: { intent: reservationId ? 'reschedule' : 'book', requestedAt: sentAt },
      });
    } catch (error) {
      // The request dialog says why.
      const detail = errorText(error);
      setRequest({ phase: 'failed', detail });
      // Someone may have taken the hours: show what is free now.
      void queryClient.invalidateQueries({ queryKey: venueKeys.detail(venue.uuid) });
    }
  };

  return {
    user,
    reservation,
    schedules,
    byDate,
    choice,
    slots,
    selectable,
    hours,
    quote,
    total,
    problem,
    request,
    closeRequest: () => setRequest({ phase: 'idle' }),
    update,
    submit,
  };
}

export type Form = ReturnType<typeof useBookingForm>;
