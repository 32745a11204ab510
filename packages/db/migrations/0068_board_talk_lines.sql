-- Issue 25 item 1 (decision 078): a board's own lines (SNS相談, local phone lines) its pupils see
-- after the national lines out of school hours; null: none.
ALTER TABLE "board_settings" ADD COLUMN "talk_lines" jsonb;
