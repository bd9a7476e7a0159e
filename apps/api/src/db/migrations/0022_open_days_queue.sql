CREATE TABLE "open_days_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_id" uuid NOT NULL,
	"dates" date[] NOT NULL
);
