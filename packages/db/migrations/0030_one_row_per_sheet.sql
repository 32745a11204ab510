-- One row per sheet (issue 11 speed, decision 043): a sheet's answers move from one row per
-- question (questionnaire_answer_details) into questionnaire_answers.answers, a jsonb array of
-- {questionId, text, questionOptionId, questionOptionIds, score, matchedLevel} in question id
-- order. 300 students completing a 40-question survey at once then write 300 rows, not 12,000
-- with three foreign-key checks and three statement triggers each.
ALTER TABLE "questionnaire_answers" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE questionnaire_answers a SET answers = x.answers
FROM (
  SELECT d.questionnaire_answer_id AS id,
    jsonb_agg(jsonb_build_object('questionId', d.question_id, 'text', d.text, 'questionOptionId', d.question_option_id,
      'questionOptionIds', to_jsonb(d.question_option_ids), 'score', d.score, 'matchedLevel', d.matched_level) ORDER BY d.question_id) AS answers
  FROM questionnaire_answer_details d GROUP BY d.questionnaire_answer_id
) x
WHERE x.id = a.id;--> statement-breakpoint
-- bullying_answer_fields keeps its rows; from now on the sheet's write computes them (decision 043).
DROP TRIGGER IF EXISTS bullying_answer_fields_insert ON questionnaire_answer_details;--> statement-breakpoint
DROP TRIGGER IF EXISTS bullying_answer_fields_update ON questionnaire_answer_details;--> statement-breakpoint
DROP TRIGGER IF EXISTS bullying_answer_fields_delete ON questionnaire_answer_details;--> statement-breakpoint
DROP FUNCTION IF EXISTS bullying_answer_fields_trg();--> statement-breakpoint
DROP FUNCTION IF EXISTS bullying_answer_fields_refresh(bigint[]);--> statement-breakpoint
DROP TABLE "questionnaire_answer_details" CASCADE;
