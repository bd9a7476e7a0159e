-- Open dates as day numbers (days since 1970-01-01) in an int array with a GIN index: exact overlap tests
-- with usable statistics. The multirange's GiST index only knew each listing's bounding range, so a search
-- falling in the gaps between a listing's open runs rechecked nearly every listing.
DROP INDEX IF EXISTS "venues_open_dates_idx";
--> statement-breakpoint
ALTER TABLE "venues" DROP COLUMN IF EXISTS "open_dates";
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "open_days" integer[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE INDEX "venues_open_days_idx" ON "venues" USING gin ("open_days") WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
UPDATE "venues" SET "open_dates_computed_on" = NULL;
