CREATE TABLE "bullying_alert_resolutions" (
	"questionnaire_answer_id" bigint PRIMARY KEY NOT NULL,
	"school_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bullying_confirm_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bullying_confirm_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"auth_token_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bullying_pdf_export_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bullying_pdf_export_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"export_id" bigint NOT NULL,
	"page" integer NOT NULL,
	"klass_id" bigint,
	"file_name" text NOT NULL,
	"content" "bytea",
	"student_ids" bigint[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bullying_pdf_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bullying_pdf_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"school_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"questionnaire_delivery_id" bigint NOT NULL,
	"grade_id" bigint,
	"klass_id" bigint,
	"status" text DEFAULT 'processing' NOT NULL,
	"total_page" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answer_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"questionnaire_answer_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_confirm_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_confirm_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"questionnaire_answer_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"teacher_id" bigint,
	"organization_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bullying_alert_resolutions" ADD CONSTRAINT "bullying_alert_resolutions_questionnaire_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("questionnaire_answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_alert_resolutions" ADD CONSTRAINT "bullying_alert_resolutions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_alert_resolutions" ADD CONSTRAINT "bullying_alert_resolutions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_confirm_tokens" ADD CONSTRAINT "bullying_confirm_tokens_auth_token_id_auth_tokens_id_fk" FOREIGN KEY ("auth_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_confirm_tokens" ADD CONSTRAINT "bullying_confirm_tokens_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_export_files" ADD CONSTRAINT "bullying_pdf_export_files_export_id_bullying_pdf_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."bullying_pdf_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_export_files" ADD CONSTRAINT "bullying_pdf_export_files_klass_id_klasses_id_fk" FOREIGN KEY ("klass_id") REFERENCES "public"."klasses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_exports" ADD CONSTRAINT "bullying_pdf_exports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_exports" ADD CONSTRAINT "bullying_pdf_exports_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_exports" ADD CONSTRAINT "bullying_pdf_exports_questionnaire_delivery_id_questionnaire_deliveries_id_fk" FOREIGN KEY ("questionnaire_delivery_id") REFERENCES "public"."questionnaire_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_exports" ADD CONSTRAINT "bullying_pdf_exports_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_pdf_exports" ADD CONSTRAINT "bullying_pdf_exports_klass_id_klasses_id_fk" FOREIGN KEY ("klass_id") REFERENCES "public"."klasses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_comments" ADD CONSTRAINT "questionnaire_answer_comments_questionnaire_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("questionnaire_answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_comments" ADD CONSTRAINT "questionnaire_answer_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_comments" ADD CONSTRAINT "questionnaire_answer_comments_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_confirm_status_changes" ADD CONSTRAINT "teacher_confirm_status_changes_questionnaire_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("questionnaire_answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_confirm_status_changes" ADD CONSTRAINT "teacher_confirm_status_changes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_confirm_status_changes" ADD CONSTRAINT "teacher_confirm_status_changes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_confirm_status_changes" ADD CONSTRAINT "teacher_confirm_status_changes_organization_user_id_organization_users_id_fk" FOREIGN KEY ("organization_user_id") REFERENCES "public"."organization_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bullying_confirm_tokens_hash_key" ON "bullying_confirm_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bullying_confirm_tokens_auth_token_idx" ON "bullying_confirm_tokens" USING btree ("auth_token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bullying_pdf_export_files_page_key" ON "bullying_pdf_export_files" USING btree ("export_id","page");--> statement-breakpoint
CREATE UNIQUE INDEX "bullying_pdf_exports_session_key" ON "bullying_pdf_exports" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bullying_pdf_exports_one_running_key" ON "bullying_pdf_exports" USING btree ("teacher_id") WHERE "bullying_pdf_exports"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "questionnaire_answer_comments_answer_idx" ON "questionnaire_answer_comments" USING btree ("questionnaire_answer_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_confirm_status_changes_answer_idx" ON "teacher_confirm_status_changes" USING btree ("questionnaire_answer_id");