ALTER TABLE "question_options" ADD COLUMN "value" text;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_details" ADD COLUMN "matched_level" text;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "alert_level" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "scale_score" integer;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "scale_band" text;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "teacher_confirm_status" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD COLUMN "kind" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "alert_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "bullying_field" text;