CREATE TABLE "access_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" bigint NOT NULL,
	"school_id" bigint,
	"organization_id" bigint,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" smallint NOT NULL,
	"student_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowed_ips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "allowed_ips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint,
	"organization_id" bigint,
	"cidr" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowed_ips_one_owner" CHECK (("allowed_ips"."school_id" is null) <> ("allowed_ips"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "mfa_policies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mfa_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint,
	"organization_id" bigint,
	"required" boolean DEFAULT false NOT NULL,
	"challenge_ttl_seconds" integer DEFAULT 300 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_policies_one_owner" CHECK (("mfa_policies"."school_id" is null) <> ("mfa_policies"."organization_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_type" text NOT NULL,
	"account_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_totps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_totps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_type" text NOT NULL,
	"account_id" bigint NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allowed_ips" ADD CONSTRAINT "allowed_ips_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowed_ips" ADD CONSTRAINT "allowed_ips_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_policies" ADD CONSTRAINT "mfa_policies_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_policies" ADD CONSTRAINT "mfa_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_school_at_idx" ON "access_logs" USING btree ("school_id","at");--> statement-breakpoint
CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_logs_student_ids_idx" ON "access_logs" USING gin ("student_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_ips_school_cidr_key" ON "allowed_ips" USING btree ("school_id","cidr") WHERE "allowed_ips"."school_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "allowed_ips_organization_cidr_key" ON "allowed_ips" USING btree ("organization_id","cidr") WHERE "allowed_ips"."organization_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_policies_school_key" ON "mfa_policies" USING btree ("school_id") WHERE "mfa_policies"."school_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_policies_organization_key" ON "mfa_policies" USING btree ("organization_id") WHERE "mfa_policies"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_account_idx" ON "staff_recovery_codes" USING btree ("account_type","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_totps_account_key" ON "staff_totps" USING btree ("account_type","account_id");