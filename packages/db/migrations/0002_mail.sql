CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"recipients" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_attendance_settings" (
	"school_id" bigint PRIMARY KEY NOT NULL,
	"notification_enabled" boolean DEFAULT false NOT NULL,
	"notification_emails" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_attendance_settings" ADD CONSTRAINT "parent_attendance_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;