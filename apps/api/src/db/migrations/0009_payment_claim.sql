ALTER TABLE "reservations" ADD COLUMN "payment_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_locked_until" timestamp with time zone;