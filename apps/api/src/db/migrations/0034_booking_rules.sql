ALTER TABLE "reservations" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "booking_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancellation_policy_check" CHECK ("reservations"."cancellation_policy" in ('flexible', 'moderate', 'strict'));