-- Search at 1,000,000 listings (bench/README.md, "Growth").
-- A category within a radius: one GiST index on both, so the nearest listings of that category come straight from
-- the index (KNN) instead of a bitmap of every listing in the box ANDed with every listing of the category.
CREATE INDEX "venues_category_location_idx" ON "venues" USING gist ("category_id", ll_to_earth("latitude", "longitude"))
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
-- Text search: LIKE '%word%' is estimated from the column's histogram. With the default 100 buckets a word in 1-2 %
-- of listings usually hits none and is estimated at 0.01 %, so the planner fetched and sorted every match (15,000
-- rows for a city at 1M listings) instead of walking the rating index until a page is full.
ALTER TABLE "venues" ALTER COLUMN "search_document" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "venues";
