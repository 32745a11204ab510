-- Issue 28 item 7 (decision 068): when a pupil's enrolment of a school year began, for pupils who
-- join during the year (転入, written by the roster import). Null — every row before this migration,
-- the demo seed, next year's advancement — means the pupil belongs to the whole school year.
ALTER TABLE "student_enrollments" ADD COLUMN "enrolled_at" timestamp with time zone;--> statement-breakpoint
-- The deliveries list subtracts the pupils who joined after a delivery ended: only dated rows are read.
CREATE INDEX "student_enrollments_enrolled_at_idx" ON "student_enrollments" USING btree ("school_year_id","enrolled_at") WHERE "student_enrollments"."enrolled_at" is not null;
