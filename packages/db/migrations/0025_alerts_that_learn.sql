CREATE TABLE "alert_feedbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"condition_alert_id" bigint,
	"sos_id" bigint,
	"verdict" text NOT NULL,
	"teacher_id" bigint NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_feedbacks_one_subject" CHECK (("alert_feedbacks"."condition_alert_id" is null) <> ("alert_feedbacks"."sos_id" is null))
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "sos_escalation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "soss" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_feedbacks" ADD CONSTRAINT "alert_feedbacks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_feedbacks" ADD CONSTRAINT "alert_feedbacks_condition_alert_id_condition_alerts_id_fk" FOREIGN KEY ("condition_alert_id") REFERENCES "public"."condition_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_feedbacks" ADD CONSTRAINT "alert_feedbacks_sos_id_soss_id_fk" FOREIGN KEY ("sos_id") REFERENCES "public"."soss"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_feedbacks" ADD CONSTRAINT "alert_feedbacks_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_feedbacks_condition_alert_key" ON "alert_feedbacks" USING btree ("condition_alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_feedbacks_sos_key" ON "alert_feedbacks" USING btree ("sos_id");--> statement-breakpoint
CREATE INDEX "alert_feedbacks_school_idx" ON "alert_feedbacks" USING btree ("school_id");