CREATE TABLE "student_data_deletions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_data_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"teacher_id" bigint,
	"last_school_year" integer,
	"counts" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_settings" ADD COLUMN "health_data_retention_years" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_data_deletions" ADD CONSTRAINT "student_data_deletions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_deletions" ADD CONSTRAINT "student_data_deletions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_data_deletions" ADD CONSTRAINT "student_data_deletions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_data_deletions_student_idx" ON "student_data_deletions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_data_deletions_org_idx" ON "student_data_deletions" USING btree ("organization_id","deleted_at");