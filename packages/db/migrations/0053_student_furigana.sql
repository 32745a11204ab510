-- Issue 24 item 4: the furigana switch is the pupil's, not the shared tablet's: null follows the
-- grade's default (decision 046), true / false is the pupil's own choice.
ALTER TABLE "students" ADD COLUMN "furigana" boolean;
