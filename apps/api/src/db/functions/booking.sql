-- The booking statement's functions as the migrations define them today (a test checks each against the migrated
-- database). To change one: edit it here, then add a migration with the same CREATE OR REPLACE FUNCTION.
--
-- A booking request's statement (reservations.repository `writeHold`) calls `booking_hold`; it calls `booking_gate`,
-- which calls `unpaid_holdings` (docs/product/rules.md#abuse-limits, decisions 022, 024 and 027).

-- What a customer holds toward the hour caps: live unpaid holds, the new hours of a reschedule waiting for its
-- difference, and upcoming free bookings (all their hours). One pass over the customer's own reservations
-- (`reservations_capped_idx`) and their hours. `p_except`: a booking left out (the one being rescheduled).
CREATE OR REPLACE FUNCTION "unpaid_holdings"(p_customer uuid, p_venue uuid, p_now timestamptz, p_except uuid)
RETURNS TABLE (holds int, overall int, at_listing int) LANGUAGE sql STABLE AS $$
  SELECT
    (count(*) FILTER (WHERE r.status = 1 AND r.hold_expires_at > p_now))::int,
    (coalesce(sum(h.hours) FILTER (WHERE r.id IS DISTINCT FROM p_except), 0))::int,
    (coalesce(sum(h.at_listing) FILTER (WHERE r.id IS DISTINCT FROM p_except), 0))::int
  FROM reservations r
  CROSS JOIN LATERAL (
    -- A hold's hours and a free booking's; of a paid booking, only a reschedule's new hours waiting for the difference.
    SELECT count(*) AS hours, count(*) FILTER (WHERE h.venue_id = p_venue) AS at_listing
    FROM reservation_hours h
    WHERE h.reservation_id = r.id AND (r.status = 1 OR r.amount_cents = 0 OR h.current = false)
  ) h
  WHERE r.customer_id = p_customer
    AND (r.status = 1 OR (r.status = 2 AND (r.pending_change IS NOT NULL OR r.amount_cents = 0)))
    AND ((r.status = 1 AND r.hold_expires_at > p_now) OR (r.status = 2 AND (r.amount_cents > 0 OR r.ends_at > p_now)))
$$;

-- The gate of a booking request: locks the customer (their requests are counted one after another), forgets attempts
-- older than the minute, refuses the attempt over `p_rate_limit` (`admitted` false), counts it, and with hour caps
-- given reads the holdings and says whether `p_new_hours` more are `allowed`. `p_max_holds` null: no cap on the number
-- of holds (a free booking is not a hold); all three caps null: only the attempt is counted.
CREATE OR REPLACE FUNCTION "booking_gate"(p_customer uuid, p_venue uuid, p_now timestamptz, p_since timestamptz,
  p_rate_limit int, p_new_hours int, p_max_holds int, p_max_hours_at_listing int, p_max_hours_overall int)
RETURNS TABLE (admitted boolean, allowed boolean, holds int, overall int, at_listing int)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- NO KEY UPDATE: serialises this customer's bookings without blocking foreign-key checks on the row.
  PERFORM 1 FROM users u WHERE u.id = p_customer FOR NO KEY UPDATE;
  DELETE FROM booking_attempts a WHERE a.user_id = p_customer AND a.at <= p_since;
  holds := 0;
  overall := 0;
  at_listing := 0;
  IF (SELECT count(*) FROM booking_attempts a WHERE a.user_id = p_customer AND a.at > p_since) >= p_rate_limit THEN
    admitted := false;
    allowed := false;
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO booking_attempts (user_id, at) VALUES (p_customer, p_now);
  admitted := true;
  allowed := true;
  IF p_max_hours_overall IS NOT NULL THEN
    SELECT u.holds, u.overall, u.at_listing INTO holds, overall, at_listing
    FROM unpaid_holdings(p_customer, p_venue, p_now, NULL) u;
    allowed := (p_max_holds IS NULL OR holds < p_max_holds) AND at_listing + p_new_hours <= p_max_hours_at_listing
      AND overall + p_new_hours <= p_max_hours_overall;
  END IF;
  RETURN NEXT;
END $$;

-- A request's hold: the gate, then, if it allows, the hour-slots written all or none (ON CONFLICT DO NOTHING; when
-- fewer were written than asked for, one was held already and the ones written are deleted again: `taken`). The
-- reservation row itself is written by the caller's statement, after this (the foreign key is deferred for it).
-- `p_near`: the hour-slots within the listing's buffer of the ones asked for (docs/product/rules.md#time-rules). When
-- there are any, the listing's holds are written one at a time (a transaction lock on the listing) and one that finds
-- another booking's hour among them is `taken` too, so two bookings never come closer than the buffer.
CREATE OR REPLACE FUNCTION "booking_hold"(p_customer uuid, p_venue uuid, p_now timestamptz, p_since timestamptz,
  p_rate_limit int, p_max_holds int, p_max_hours_at_listing int, p_max_hours_overall int, p_reservation uuid,
  p_hours jsonb, p_near jsonb)
RETURNS TABLE (admitted boolean, allowed boolean, taken boolean, holds int, overall int, at_listing int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gate record;
  written int;
BEGIN
  SELECT * INTO gate FROM booking_gate(p_customer, p_venue, p_now, p_since, p_rate_limit, jsonb_array_length(p_hours),
    p_max_holds, p_max_hours_at_listing, p_max_hours_overall);
  admitted := gate.admitted;
  allowed := gate.allowed;
  holds := gate.holds;
  overall := gate.overall;
  at_listing := gate.at_listing;
  taken := false;
  IF allowed AND jsonb_array_length(p_near) > 0 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('booking-buffers:' || p_venue::text, 0));
    -- A new statement, so a new snapshot: it sees the holds committed while this one waited for the lock.
    taken := EXISTS (
      SELECT 1 FROM jsonb_to_recordset(p_near) AS n(date date, hour smallint, slot smallint)
      JOIN reservation_hours h ON h.venue_id = p_venue AND h.date = n.date AND h.hour = n.hour AND h.slot = n.slot
    );
  END IF;
  IF allowed AND NOT taken THEN
    SET CONSTRAINTS "reservation_hours_reservation_id_reservations_id_fk" DEFERRED;
    INSERT INTO reservation_hours (reservation_id, venue_id, date, hour, slot, current)
    SELECT p_reservation, p_venue, h.date, h.hour, h.slot, true
    FROM jsonb_to_recordset(p_hours) AS h(date date, hour smallint, slot smallint)
    ON CONFLICT (venue_id, date, hour, slot) DO NOTHING;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written < jsonb_array_length(p_hours) THEN
      DELETE FROM reservation_hours h WHERE h.reservation_id = p_reservation;
      taken := true;
    END IF;
  END IF;
  RETURN NEXT;
END $$;
