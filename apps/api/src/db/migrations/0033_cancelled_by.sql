ALTER TABLE "reservations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by_check" CHECK ("reservations"."cancelled_by" in ('customer', 'host', 'admin'));--> statement-breakpoint
-- Bookings cancelled before this column: an admin's cancel is in the audit log (its reason is the admin's own text);
-- the others carry the reason the cancel path has always written. A hold that ran out names nobody.
UPDATE "reservations" r SET "cancelled_by" = CASE
    WHEN r."cancel_reason" = 'cancelled by an admin' OR EXISTS (
      SELECT 1 FROM "audit_log" a
      WHERE a."action" = 'booking.cancel' AND a."target_type" = 'booking' AND a."target_id" = r."id"
    ) THEN 'admin'
    WHEN r."cancel_reason" = 'cancelled by the host (availability changed)' THEN 'host'
    WHEN r."cancel_reason" = 'cancelled by the customer' THEN 'customer'
  END
WHERE r."status" = 3 AND r."cancelled_by" IS NULL;
