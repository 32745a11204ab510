ALTER TABLE "conditions" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "soss" ADD COLUMN "client_request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "soss_student_client_request_key" ON "soss" USING btree ("student_id","client_request_id");