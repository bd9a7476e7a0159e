-- Upcoming free bookings count toward the same hour caps as unpaid holds (docs/product/rules.md#abuse-limits): a free
-- listing confirms at once, so without this one customer could take every hour of it in a few requests. A free
-- booking counts until it ends, all its hours; the number of live holds (at most 3) is still of unpaid holds only.
DROP INDEX "reservations_unpaid_idx";--> statement-breakpoint
CREATE INDEX "reservations_capped_idx" ON "reservations" USING btree ("customer_id") WHERE status = 1 or (status = 2 and (pending_change is not null or amount_cents = 0));--> statement-breakpoint
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
--> statement-breakpoint
-- The gate reads the holdings when hour caps are given; `p_max_holds` null: no cap on the number of holds (a free
-- booking is not a hold). All three null: only the attempt is counted.
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
