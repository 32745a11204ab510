-- Issue 26 item 1 (decision 060): bullying cases (いじめ事案) from 認知 to 解消 or 重大事態, the other
-- pupils involved, and the actions (対応). Staff only.
CREATE TABLE "bullying_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bullying_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"recognized_on" date NOT NULL,
	"origin" text NOT NULL,
	"questionnaire_answer_id" bigint,
	"forms" text[] NOT NULL,
	"discovery" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'responding' NOT NULL,
	"acts_stopped_on" date,
	"distress_confirmed_on" date,
	"distress_note" text,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_teacher_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bullying_cases_state" CHECK ("bullying_cases"."state" in ('responding', 'working_to_resolve', 'resolved', 'serious')),
	CONSTRAINT "bullying_cases_forms" CHECK (cardinality("bullying_cases"."forms") > 0)
);
--> statement-breakpoint
CREATE TABLE "bullying_case_students" (
	"case_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	CONSTRAINT "bullying_case_students_case_id_student_id_pk" PRIMARY KEY("case_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "bullying_case_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bullying_case_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"acted_on" date NOT NULL,
	"teacher_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD CONSTRAINT "bullying_cases_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD CONSTRAINT "bullying_cases_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD CONSTRAINT "bullying_cases_questionnaire_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("questionnaire_answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD CONSTRAINT "bullying_cases_created_by_teacher_id_teachers_id_fk" FOREIGN KEY ("created_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_case_students" ADD CONSTRAINT "bullying_case_students_case_id_bullying_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bullying_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_case_students" ADD CONSTRAINT "bullying_case_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_case_actions" ADD CONSTRAINT "bullying_case_actions_case_id_bullying_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bullying_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_case_actions" ADD CONSTRAINT "bullying_case_actions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bullying_cases_school_state_idx" ON "bullying_cases" USING btree ("school_id","state");--> statement-breakpoint
CREATE INDEX "bullying_cases_student_idx" ON "bullying_cases" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "bullying_case_students_student_idx" ON "bullying_case_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "bullying_case_actions_case_idx" ON "bullying_case_actions" USING btree ("case_id","acted_on");
