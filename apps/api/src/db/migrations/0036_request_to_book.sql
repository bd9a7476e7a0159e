ALTER TABLE "reservations" ADD COLUMN "booking_mode" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "test_mode_payments" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;