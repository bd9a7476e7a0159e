-- The search's added filters and orders (docs/product/wire-contract.md#search), each served by an index of the
-- listed set (approved, active, not deleted: the same predicate as the other search indexes).
-- Price range and both price orders: walked in order until the page is full, or ranged for the matches.
CREATE INDEX "venues_listed_rent_idx" ON "venues" ("rent_cents", "rating" DESC, "id")
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX "venues_listed_rent_desc_idx" ON "venues" ("rent_cents" DESC, "rating" DESC, "id")
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
-- Guests: the adults and children a listing takes.
CREATE INDEX "venues_listed_guests_idx" ON "venues" (("max_adults" + "max_children"))
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
-- The map's box: a latitude range, the longitude checked in the index.
CREATE INDEX "venues_listed_box_idx" ON "venues" ("latitude", "longitude")
  WHERE approved AND status = 1 AND deleted_at IS NULL;
--> statement-breakpoint
-- Instant book: listings whose rules leave the mode at its default or set it to instant.
CREATE INDEX "venues_listed_instant_idx" ON "venues" ("rating" DESC, "created_at" DESC, "id")
  WHERE approved AND status = 1 AND deleted_at IS NULL AND coalesce(booking_rules->>'bookingMode', 'instant') = 'instant';
--> statement-breakpoint
-- Amenities: the listings that have one (the primary key leads with the listing).
CREATE INDEX "venue_amenities_amenity_idx" ON "venue_amenities" ("amenity_id", "venue_id");
