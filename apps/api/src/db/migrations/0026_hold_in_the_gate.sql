-- A booking request's hour-slots are written by its gate (decision 024): a lost race for an hour is then an answer of
-- the statement (`taken`), not an error. Before, the hold statement failed on `reservation_hours_unique`: PostgreSQL
-- rolled it back, logged the error with the whole statement (about 4 KB) for every expected 409, and the API needed
-- two more statements to count the attempt and announce the failure.
-- The hours go in before their booking row (which the statement inserts only when they did), so their foreign key to
-- the booking is checked at commit in that statement; everywhere else it stays checked at once.
ALTER TABLE "reservation_hours" ALTER CONSTRAINT "reservation_hours_reservation_id_reservations_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
-- `booking_gate` (migration 0024), then, if it allows the hold, the hour-slots in a block of their own: one slot
-- already held (committed, or committed meanwhile by a request the unique index made this one wait for) undoes them
-- all and answers `taken`. Nothing else is written then but the attempt, which counts like any other.
CREATE FUNCTION "booking_hold"(p_customer uuid, p_venue uuid, p_now timestamptz, p_since timestamptz, p_rate_limit int,
  p_max_holds int, p_max_hours_at_listing int, p_max_hours_overall int, p_reservation uuid, p_hours jsonb)
RETURNS TABLE (admitted boolean, allowed boolean, taken boolean, holds int, overall int, at_listing int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gate record;
  refused_by text;
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
    BEGIN
      INSERT INTO reservation_hours (reservation_id, venue_id, date, hour, slot, current)
      SELECT p_reservation, p_venue, h.date, h.hour, h.slot, true
      FROM jsonb_to_recordset(p_hours) AS h(date date, hour smallint, slot smallint);
    EXCEPTION WHEN unique_violation THEN
      GET STACKED DIAGNOSTICS refused_by = CONSTRAINT_NAME;
      IF refused_by <> 'reservation_hours_unique' THEN
        RAISE;
      END IF;
      taken := true;
    END;
  END IF;
  RETURN NEXT;
END $$;
