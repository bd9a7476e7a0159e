CREATE TABLE "venue_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"starts_at" timestamp NOT NULL,
	"ends_at" timestamp NOT NULL,
	"slots" integer[],
	"alter_reservations" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" smallint NOT NULL,
	"date" date,
	"weekdays" smallint[],
	"unit" smallint,
	"frequency" integer,
	"intervals" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_blocks" ADD CONSTRAINT "venue_blocks_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_schedules" ADD CONSTRAINT "venue_schedules_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_blocks_venue_idx" ON "venue_blocks" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "venue_schedules_venue_idx" ON "venue_schedules" USING btree ("venue_id","position");