CREATE TABLE "question_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"questionnaire_id" bigint NOT NULL,
	"title" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"text" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answer_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"questionnaire_answer_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"text" text,
	"question_option_id" bigint,
	"question_option_ids" bigint[] DEFAULT '{}' NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"questionnaire_delivery_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"consent" text,
	"consent_at" timestamp with time zone,
	"choice" text,
	"postponed_token_id" bigint,
	"postponed_on" date,
	"status" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"questionnaire_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"finish_at" timestamp with time zone NOT NULL,
	"created_by_teacher_id" bigint,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_delivery_grades" (
	"questionnaire_delivery_id" bigint NOT NULL,
	"grade_id" bigint NOT NULL,
	CONSTRAINT "questionnaire_delivery_grades_questionnaire_delivery_id_grade_id_pk" PRIMARY KEY("questionnaire_delivery_id","grade_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"needs_consent" boolean DEFAULT false NOT NULL,
	"consent_text" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_group_id" bigint NOT NULL,
	"questionnaire_id" bigint NOT NULL,
	"form_type" text NOT NULL,
	"text" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_groups" ADD CONSTRAINT "question_groups_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_details" ADD CONSTRAINT "questionnaire_answer_details_questionnaire_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("questionnaire_answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_details" ADD CONSTRAINT "questionnaire_answer_details_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_details" ADD CONSTRAINT "questionnaire_answer_details_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_questionnaire_delivery_id_questionnaire_deliveries_id_fk" FOREIGN KEY ("questionnaire_delivery_id") REFERENCES "public"."questionnaire_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD CONSTRAINT "questionnaire_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD CONSTRAINT "questionnaire_deliveries_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD CONSTRAINT "questionnaire_deliveries_created_by_teacher_id_teachers_id_fk" FOREIGN KEY ("created_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_delivery_grades" ADD CONSTRAINT "questionnaire_delivery_grades_questionnaire_delivery_id_questionnaire_deliveries_id_fk" FOREIGN KEY ("questionnaire_delivery_id") REFERENCES "public"."questionnaire_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_delivery_grades" ADD CONSTRAINT "questionnaire_delivery_grades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_question_group_id_question_groups_id_fk" FOREIGN KEY ("question_group_id") REFERENCES "public"."question_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_groups_questionnaire_idx" ON "question_groups" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answer_details_answer_question_key" ON "questionnaire_answer_details" USING btree ("questionnaire_answer_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_delivery_student_key" ON "questionnaire_answers" USING btree ("questionnaire_delivery_id","student_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_student_idx" ON "questionnaire_answers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "questionnaire_deliveries_school_idx" ON "questionnaire_deliveries" USING btree ("school_id","start_at");--> statement-breakpoint
CREATE INDEX "questionnaire_delivery_grades_grade_idx" ON "questionnaire_delivery_grades" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "questionnaires_school_idx" ON "questionnaires" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "questions_group_idx" ON "questions" USING btree ("question_group_id");--> statement-breakpoint
CREATE INDEX "questions_questionnaire_idx" ON "questions" USING btree ("questionnaire_id");