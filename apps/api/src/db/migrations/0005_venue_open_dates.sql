-- Dates with at least one free hour-slot over the next ~year (schedules minus blocks and bookings),
-- kept in step in the same transaction as every change to them; date search tests it with &&.
ALTER TABLE "venues" ADD COLUMN "open_dates" datemultirange NOT NULL DEFAULT '{}'::datemultirange;
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "open_dates_computed_on" date;
--> statement-breakpoint
CREATE INDEX "venues_open_dates_idx" ON "venues" USING gist ("open_dates") WHERE approved AND status = 1 AND deleted_at IS NULL;
