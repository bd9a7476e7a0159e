ALTER TABLE "reviews" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("id") WHERE not visible;--> statement-breakpoint
-- Reviews written before a stay had started (or resting on one cancelled since) are hidden until one starts.
UPDATE "reviews" r SET "visible" = false
WHERE NOT EXISTS (
  SELECT 1 FROM "reservations" s
  WHERE s."venue_id" = r."venue_id" AND s."customer_id" = r."author_id"
    AND (s."status" = 4 OR (s."status" = 2 AND s."starts_at" <= now()))
);--> statement-breakpoint
UPDATE "venues" v SET
  "rating" = coalesce((SELECT round(avg(rating)::numeric, 1)::float8 FROM "reviews" WHERE "venue_id" = v."id" AND "visible"), 0),
  "review_count" = (SELECT count(*)::int FROM "reviews" WHERE "venue_id" = v."id" AND "visible")
WHERE v."id" IN (SELECT "venue_id" FROM "reviews" WHERE NOT "visible");
