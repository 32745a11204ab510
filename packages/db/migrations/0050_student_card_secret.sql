-- Issue 27 item 1 (decision 062): the QR sign-in card's secret, stored only as its SHA-256 (hex).
-- Null: no card issued, or the card was revoked.
ALTER TABLE "students" ADD COLUMN "card_secret_hash" text;
