CREATE TABLE "test_mode_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_mode_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_mode_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_mode_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"webhook_secret" text NOT NULL,
	CONSTRAINT "test_mode_settings_one_row" CHECK ("test_mode_settings"."id" = 1)
);
