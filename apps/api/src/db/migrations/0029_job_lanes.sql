-- A lane holds the jobs that must reach one place in the order they were queued (an inbox, a browser, a phone): the
-- runner claims a lane's earliest pending job only, so its next one waits until it is done or has failed for good,
-- with any number of runners and processes.
ALTER TABLE "jobs" ADD COLUMN "lane" text;--> statement-breakpoint
CREATE INDEX "jobs_lane_pending_idx" ON "jobs" USING btree ("lane","id") WHERE lane is not null and done_at is null and failed_at is null;