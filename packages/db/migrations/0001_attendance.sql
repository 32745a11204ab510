CREATE TYPE "public"."absence_reason" AS ENUM('sick', 'accident', 'suspension', 'bereavement', 'special', 'bad', 'classroom_closed');--> statement-breakpoint
CREATE TYPE "public"."attendance_status" AS ENUM('attend', 'absent', 'lateness', 'leave_early');--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"status" "attendance_status" DEFAULT 'attend' NOT NULL,
	"reason" "absence_reason",
	"memo" text,
	"parent_attendance_id" bigint,
	"updated_by_teacher_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_attendances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_attendances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"status" "attendance_status" NOT NULL,
	"reason" "absence_reason",
	"memo" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_teacher_id" bigint,
	"cancelled_at" timestamp with time zone,
	"cancelled_memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_daily_memos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_daily_memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_updated_by_teacher_id_teachers_id_fk" FOREIGN KEY ("updated_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_attendances" ADD CONSTRAINT "parent_attendances_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_attendances" ADD CONSTRAINT "parent_attendances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_attendances" ADD CONSTRAINT "parent_attendances_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_attendances" ADD CONSTRAINT "parent_attendances_confirmed_by_teacher_id_teachers_id_fk" FOREIGN KEY ("confirmed_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_daily_memos" ADD CONSTRAINT "student_daily_memos_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_daily_memos" ADD CONSTRAINT "student_daily_memos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_student_date_key" ON "attendances" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "attendances_school_date_idx" ON "attendances" USING btree ("school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_attendances_active_key" ON "parent_attendances" USING btree ("student_id","date") WHERE cancelled_at IS NULL;--> statement-breakpoint
CREATE INDEX "parent_attendances_school_date_idx" ON "parent_attendances" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "parent_attendances_parent_idx" ON "parent_attendances" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_daily_memos_student_date_key" ON "student_daily_memos" USING btree ("student_id","date");