-- What a customer holds unpaid, read in one pass over their own unpaid reservations (`reservations_unpaid_idx`) and
-- those reservations' hours. The count of live holds was a subquery of its own, which the planner could serve from
-- `reservations_hold_idx`, every customer's holds by expiry; in the booking bench it did, and each request visited up
-- to 44 other customers' live holds. Now reservations are read once, by the customer's id.
CREATE OR REPLACE FUNCTION "unpaid_holdings"(p_customer uuid, p_venue uuid, p_now timestamptz, p_except uuid)
RETURNS TABLE (holds int, overall int, at_listing int) LANGUAGE sql STABLE AS $$
  SELECT
    (count(*) FILTER (WHERE r.status = 1 AND r.hold_expires_at > p_now))::int,
    (coalesce(sum(h.hours) FILTER (WHERE r.id IS DISTINCT FROM p_except), 0))::int,
    (coalesce(sum(h.at_listing) FILTER (WHERE r.id IS DISTINCT FROM p_except), 0))::int
  FROM reservations r
  CROSS JOIN LATERAL (
    -- Only a reschedule waiting for its difference holds hours that are not current.
    SELECT count(*) AS hours, count(*) FILTER (WHERE h.venue_id = p_venue) AS at_listing
    FROM reservation_hours h
    WHERE h.reservation_id = r.id AND (r.status = 1 OR h.current = false)
  ) h
  WHERE r.customer_id = p_customer
    AND (r.status = 1 OR (r.status = 2 AND r.pending_change IS NOT NULL))
    AND ((r.status = 1 AND r.hold_expires_at > p_now) OR r.status = 2)
$$;
--> statement-breakpoint
-- A request's hour-slots are written with ON CONFLICT DO NOTHING: when fewer were written than asked for, one was
-- held already (committed, or committed meanwhile by a request the unique index made this one wait for), and the
-- ones written are deleted again. Before, a block with an exception handler undid them, and PL/pgSQL opens a
-- subtransaction for such a block on every call, won or lost: its start and release, and a subtransaction id for
-- the hours, on every booking request.
CREATE OR REPLACE FUNCTION "booking_hold"(p_customer uuid, p_venue uuid, p_now timestamptz, p_since timestamptz,
  p_rate_limit int, p_max_holds int, p_max_hours_at_listing int, p_max_hours_overall int, p_reservation uuid,
  p_hours jsonb)
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
  IF allowed THEN
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
