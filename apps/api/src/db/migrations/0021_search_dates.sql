-- Date searches at 1,000,000 listings (bench/README.md, "Growth"). Counting up to 1,001 listings open on some day of
-- a range had two plans, both bad somewhere: the GIN index builds a bitmap of every match (30-45 ms for a day open
-- at 15 % of listings), and a sequential scan with LIMIT is fast only where open listings are spread evenly through
-- the table. Listings closed for months sit together (the rows nobody has updated), and a scan that starts among
-- them read 177,000 rows to find 1,001 (200 ms; 900 ms with ten at once).
-- This index is the rating index with what a date count tests: walked in rating order (which has nothing to do
-- with where a row lives), a count is an index-only scan that stops at 1,001, and a page of the default order is
-- found without reading the table. The planner keeps the GIN index for days on which few listings are open.
CREATE INDEX "venues_listed_rating_idx" ON "venues" ("rating" DESC, "created_at" DESC, "id")
  INCLUDE ("category_id", "open_days", "host_id") WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "venues_rating_idx";
