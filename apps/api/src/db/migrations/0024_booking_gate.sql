-- What a customer holds without having paid for it: live unpaid holds, and the hour-slots of those holds and of
-- reschedules waiting for their difference, overall and at one listing, leaving one reservation out (docs/product/rules.md).
CREATE FUNCTION "unpaid_holdings"(p_customer uuid, p_venue uuid, p_now timestamptz, p_except uuid)
RETURNS TABLE (holds int, overall int, at_listing int) LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT count(*) FROM reservations x WHERE x.customer_id = p_customer AND x.status = 1 AND x.hold_expires_at > p_now)::int,
    count(*)::int,
    (count(*) FILTER (WHERE h.venue_id = p_venue))::int
  FROM reservation_hours h JOIN reservations r ON r.id = h.reservation_id
  WHERE r.customer_id = p_customer
    AND r.id <> coalesce(p_except, '00000000-0000-0000-0000-000000000000'::uuid)
    -- Only a reschedule waiting for its difference holds hours that are not current: the unpaid index answers it.
    AND (r.status = 1 OR (r.status = 2 AND r.pending_change IS NOT NULL))
    AND ((r.status = 1 AND r.hold_expires_at > p_now) OR (r.status = 2 AND h.current = false))
$$;
--> statement-breakpoint
-- A booking request's gate, called from the statement that writes the hold (decision 022): locks the customer, counts
-- the attempt against the per-minute cap and reads what they hold unpaid. PL/pgSQL because each statement here takes a
-- snapshot after the lock, so the customer's own parallel requests are counted one after another; a single statement
-- would count with a snapshot taken before the lock was granted. `p_max_holds` null: no hold limits, and the
-- holdings are not read (a free booking, or an attempt only being counted).
CREATE FUNCTION "booking_gate"(p_customer uuid, p_venue uuid, p_now timestamptz, p_since timestamptz, p_rate_limit int,
  p_new_hours int, p_max_holds int, p_max_hours_at_listing int, p_max_hours_overall int)
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
  IF p_max_holds IS NOT NULL THEN
    SELECT u.holds, u.overall, u.at_listing INTO holds, overall, at_listing
    FROM unpaid_holdings(p_customer, p_venue, p_now, NULL) u;
    allowed := holds < p_max_holds AND at_listing + p_new_hours <= p_max_hours_at_listing
      AND overall + p_new_hours <= p_max_hours_overall;
  END IF;
  RETURN NEXT;
END $$;
