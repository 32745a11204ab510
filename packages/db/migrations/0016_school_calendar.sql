CREATE TABLE "school_calendar_ranges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_calendar_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"school_year_id" bigint NOT NULL,
	"klass_id" bigint,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_calendar_ranges_from_to" CHECK ("school_calendar_ranges"."from" <= "school_calendar_ranges"."to"),
	CONSTRAINT "school_calendar_ranges_klass_kind" CHECK (("school_calendar_ranges"."klass_id" is not null) = ("school_calendar_ranges"."kind" = 'class_closure'))
);
--> statement-breakpoint
ALTER TABLE "school_calendar_ranges" ADD CONSTRAINT "school_calendar_ranges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_calendar_ranges" ADD CONSTRAINT "school_calendar_ranges_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_calendar_ranges" ADD CONSTRAINT "school_calendar_ranges_klass_id_klasses_id_fk" FOREIGN KEY ("klass_id") REFERENCES "public"."klasses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_calendar_ranges_school_from_idx" ON "school_calendar_ranges" USING btree ("school_id","from");