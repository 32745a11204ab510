-- Issue 24 item 3 (decision 069): the school's own texts per language. Each health observation
-- item and 話したい button may carry its texts in the product's other seven languages, as
-- { "en": { "label": "…", "remarks": "…" }, … }; a language left out falls back to Japanese.
ALTER TABLE "healthcheck_items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_settings" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
