-- Issue 25 items 3 and 5 (decisions 054, 071): a condition alert says what raised it (the school's
-- run rule, the health observation, a word of distress, the pupil's own baseline) and may carry its
-- evidence; one alert per pupil, kind, day and source. The board keeps its own list of words of
-- distress (null: the default list of the repository).
ALTER TABLE "condition_alerts" ADD COLUMN "source" text DEFAULT 'rule' NOT NULL;--> statement-breakpoint
ALTER TABLE "condition_alerts" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
DROP INDEX IF EXISTS "condition_alerts_student_kind_date_key";--> statement-breakpoint
CREATE UNIQUE INDEX "condition_alerts_student_kind_date_source_key" ON "condition_alerts" USING btree ("student_id","condition_kind","date","source");--> statement-breakpoint
ALTER TABLE "board_settings" ADD COLUMN "distress_words" jsonb;
