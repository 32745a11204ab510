-- Issue 26 item 3 (decision 061): a child's or parent's claim of serious harm on a bullying case,
-- which makes the case a 重大事態 candidate at once.
ALTER TABLE "bullying_cases" ADD COLUMN "serious_claim_on" date;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD COLUMN "serious_claimant" text;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD COLUMN "serious_claim_note" text;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD COLUMN "serious_claim_teacher_id" bigint;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD CONSTRAINT "bullying_cases_serious_claim_teacher_id_teachers_id_fk" FOREIGN KEY ("serious_claim_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;
