CREATE TABLE "board_alert_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_alert_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"condition_kind" text NOT NULL,
	"bad" boolean DEFAULT true NOT NULL,
	"worst" boolean DEFAULT true NOT NULL,
	"consecutive_days" integer DEFAULT 3 NOT NULL,
	"content_alert" text NOT NULL,
	"notification_enabled" boolean DEFAULT false NOT NULL,
	"notification_emails" text[] DEFAULT '{}' NOT NULL,
	"same_as_mental" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_daily_figures" (
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"klass_id" bigint NOT NULL,
	"check_ins" integer DEFAULT 0 NOT NULL,
	"mental_bad" integer DEFAULT 0 NOT NULL,
	"mental_worst" integer DEFAULT 0 NOT NULL,
	"physical_bad" integer DEFAULT 0 NOT NULL,
	"physical_worst" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_daily_figures_school_id_date_klass_id_pk" PRIMARY KEY("school_id","date","klass_id")
);
--> statement-breakpoint
CREATE TABLE "board_school_accesses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_school_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_user_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"auth_token_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_settings" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"small_group_suppression" boolean DEFAULT true NOT NULL,
	"remind_talk_request_enabled" boolean DEFAULT false NOT NULL,
	"remind_talk_request_days" integer DEFAULT 3 NOT NULL,
	"remind_check_in_rate_enabled" boolean DEFAULT false NOT NULL,
	"remind_check_in_rate_threshold" integer DEFAULT 70 NOT NULL,
	"remind_send_to_school_admins" boolean DEFAULT true NOT NULL,
	"remind_emails" text[] DEFAULT '{}' NOT NULL,
	"remind_last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_alert_settings" ADD CONSTRAINT "board_alert_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_daily_figures" ADD CONSTRAINT "board_daily_figures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_school_accesses" ADD CONSTRAINT "board_school_accesses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_settings" ADD CONSTRAINT "board_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_alert_settings_org_kind_key" ON "board_alert_settings" USING btree ("organization_id","condition_kind");--> statement-breakpoint
CREATE INDEX "board_school_accesses_user_idx" ON "board_school_accesses" USING btree ("organization_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "board_school_accesses_token_key" ON "board_school_accesses" USING btree ("auth_token_id");