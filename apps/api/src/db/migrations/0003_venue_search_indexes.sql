-- Search runs over listings that are bookable: approved, active, not deleted. Partial indexes keep them small.
CREATE INDEX "venues_search_trgm_idx" ON "venues" USING gin ("search_document" gin_trgm_ops)
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "venues_location_idx" ON "venues" USING gist (ll_to_earth("latitude", "longitude"))
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "venues_popular_idx" ON "venues" ("rating" DESC, "review_count" DESC, "created_at" DESC)
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "venues_pending_idx" ON "venues" ("created_at") WHERE NOT approved AND deleted_at IS NULL;
