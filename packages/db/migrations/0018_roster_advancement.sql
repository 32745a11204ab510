CREATE TABLE "organization_roster_settings" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"acceptance_with_history" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_source_ids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roster_source_ids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"entity" text NOT NULL,
	"sourced_id" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_go_on_schools" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_go_on_schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_year_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"next_grade_id" bigint,
	"next_klass_name" text,
	"next_student_number" integer,
	"go_on_school_id" bigint,
	"go_on_school_name" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"applied_at" timestamp with time zone,
	"accepted_student_id" bigint,
	"accepted_at" timestamp with time zone,
	"accepted_by_teacher_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_roster_settings" ADD CONSTRAINT "organization_roster_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_source_ids" ADD CONSTRAINT "roster_source_ids_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_next_grade_id_grades_id_fk" FOREIGN KEY ("next_grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_go_on_school_id_schools_id_fk" FOREIGN KEY ("go_on_school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_accepted_student_id_students_id_fk" FOREIGN KEY ("accepted_student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_go_on_schools" ADD CONSTRAINT "student_go_on_schools_accepted_by_teacher_id_teachers_id_fk" FOREIGN KEY ("accepted_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_source_ids_org_entity_sourced_key" ON "roster_source_ids" USING btree ("organization_id","entity","sourced_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_go_on_schools_student_year_key" ON "student_go_on_schools" USING btree ("student_id","school_year_id");--> statement-breakpoint
CREATE INDEX "student_go_on_schools_school_year_idx" ON "student_go_on_schools" USING btree ("school_id","school_year_id");--> statement-breakpoint
CREATE INDEX "student_go_on_schools_go_on_school_idx" ON "student_go_on_schools" USING btree ("go_on_school_id");