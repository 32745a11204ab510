-- Issue 26 item 4 (decision 073): the 14-day no-action reminder. The day of the case's last
-- activity (newest action, or 認知日) the reminder was queued for: one reminder per gap.
ALTER TABLE "bullying_cases" ADD COLUMN "no_action_reminded_for" date;--> statement-breakpoint
ALTER TABLE "bullying_cases" ADD COLUMN "no_action_reminded_at" timestamp with time zone;
