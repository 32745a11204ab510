CREATE TABLE "healthcheck_answer_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "healthcheck_answer_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"healthcheck_answer_id" bigint NOT NULL,
	"healthcheck_item_id" bigint NOT NULL,
	"answer" text NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "healthcheck_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "healthcheck_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"student_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"date" date NOT NULL,
	"is_skip" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "healthcheck_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "healthcheck_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"abbreviation" text NOT NULL,
	"label" text NOT NULL,
	"remarks" text,
	"form_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"init_value" text,
	"time_format" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "healthcheck_answer_details" ADD CONSTRAINT "healthcheck_answer_details_healthcheck_answer_id_healthcheck_answers_id_fk" FOREIGN KEY ("healthcheck_answer_id") REFERENCES "public"."healthcheck_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthcheck_answer_details" ADD CONSTRAINT "healthcheck_answer_details_healthcheck_item_id_healthcheck_items_id_fk" FOREIGN KEY ("healthcheck_item_id") REFERENCES "public"."healthcheck_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthcheck_answers" ADD CONSTRAINT "healthcheck_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthcheck_answers" ADD CONSTRAINT "healthcheck_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthcheck_items" ADD CONSTRAINT "healthcheck_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "healthcheck_answer_details_answer_item_key" ON "healthcheck_answer_details" USING btree ("healthcheck_answer_id","healthcheck_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "healthcheck_answers_student_date_key" ON "healthcheck_answers" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "healthcheck_answers_school_date_idx" ON "healthcheck_answers" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "healthcheck_items_school_idx" ON "healthcheck_items" USING btree ("school_id");