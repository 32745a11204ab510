CREATE TABLE "condition_alert_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condition_alert_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"condition_kind" text NOT NULL,
	"bad" boolean DEFAULT true NOT NULL,
	"worst" boolean DEFAULT true NOT NULL,
	"consecutive_days" integer DEFAULT 3 NOT NULL,
	"content_alert" text NOT NULL,
	"notification_enabled" boolean DEFAULT false NOT NULL,
	"notification_emails" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condition_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "condition_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"condition_kind" text NOT NULL,
	"date" date NOT NULL,
	"content_alert" text NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by_teacher_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condition_alert_settings" ADD CONSTRAINT "condition_alert_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_alerts" ADD CONSTRAINT "condition_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_alerts" ADD CONSTRAINT "condition_alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_alerts" ADD CONSTRAINT "condition_alerts_processed_by_teacher_id_teachers_id_fk" FOREIGN KEY ("processed_by_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condition_alert_settings_school_kind_key" ON "condition_alert_settings" USING btree ("school_id","condition_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_alerts_student_kind_date_key" ON "condition_alerts" USING btree ("student_id","condition_kind","date");--> statement-breakpoint
CREATE INDEX "condition_alerts_school_date_idx" ON "condition_alerts" USING btree ("school_id","date");