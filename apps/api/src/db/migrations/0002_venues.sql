CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_venue_id_pk" PRIMARY KEY("user_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "venue_amenities" (
	"venue_id" uuid NOT NULL,
	"amenity_id" uuid NOT NULL,
	CONSTRAINT "venue_amenities_venue_id_amenity_id_pk" PRIMARY KEY("venue_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "venue_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"rent_cents" integer NOT NULL,
	"slots" integer,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zipcode" text NOT NULL,
	"timezone" text NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"max_infants" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"scheduling_period" integer DEFAULT 60 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower(title || ' ' || address || ' ' || description)) STORED
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_amenities" ADD CONSTRAINT "venue_amenities_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_amenities" ADD CONSTRAINT "venue_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_images" ADD CONSTRAINT "venue_images_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_venue_idx" ON "favourites" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venue_images_venue_idx" ON "venue_images" USING btree ("venue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_images_path_key" ON "venue_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "venues_host_idx" ON "venues" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "venues_category_idx" ON "venues" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "venues_zipcode_idx" ON "venues" USING btree ("zipcode");