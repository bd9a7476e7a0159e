CREATE UNIQUE INDEX "amenities_name_key" ON "amenities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));