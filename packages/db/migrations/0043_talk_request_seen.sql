-- One state model of a talk request (issue 24 item 1, issue 25 item 2, decision 053): 送りました (new) →
-- 先生が見ました (seen_at) → 先生とお話ししました (processed). Any teacher who may see the pupil can set both.
ALTER TABLE "soss" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "soss" ADD COLUMN "seen_by_teacher_id" bigint;--> statement-breakpoint
ALTER TABLE "soss" ADD CONSTRAINT "soss_seen_by_teacher_id_teachers_id_fk" FOREIGN KEY ("seen_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;
