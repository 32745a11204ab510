-- Issue 24 item 3 (decision 075, extending 069): a questionnaire's title, each page's title, each
-- question's text and each option's text may carry the text in the product's other seven
-- languages, as { "en": { "label": "…" }, … }; a language left out falls back to Japanese.
ALTER TABLE "questionnaires" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "question_groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
