-- booking_hold takes the hour-slots within the listing's buffer (db/functions/booking.sql): the old signature goes.
DROP FUNCTION IF EXISTS "booking_hold"(uuid, uuid, timestamptz, timestamptz, int, int, int, int, uuid, jsonb);
--> statement-breakpoint
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
