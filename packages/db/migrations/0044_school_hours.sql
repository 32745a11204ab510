-- The school's hours (issue 25 item 1): outside them, and on days that are not school days, a pupil
-- who presses 話したい is shown the 24-hour lines and when a teacher will see the request. Minutes
-- after Japan-time midnight; default 8:00–17:00.
ALTER TABLE "schools" ADD COLUMN "school_hours_start_minute" integer DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "school_hours_end_minute" integer DEFAULT 1020 NOT NULL;
