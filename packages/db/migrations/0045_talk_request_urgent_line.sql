-- Issue 25 item 2: a pupil may add one line to a talk request to say it is urgent; in school hours
-- the admin teachers are mailed at once.
ALTER TABLE "soss" ADD COLUMN "urgent_note" text;--> statement-breakpoint
ALTER TABLE "soss" ADD COLUMN "urgent_at" timestamp with time zone;
