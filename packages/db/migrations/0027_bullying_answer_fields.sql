CREATE TABLE "bullying_answer_fields" (
	"questionnaire_answer_id" bigint PRIMARY KEY NOT NULL,
	"handshake_value" text,
	"question_value" text,
	"seen_value" text,
	"seen_detail" text,
	"when_bullying" text[] DEFAULT '{}'::text[] NOT NULL,
	"where_bullying" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bullying_confirm_tokens" ALTER COLUMN "teacher_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bullying_confirm_tokens" ADD COLUMN "organization_user_id" bigint;--> statement-breakpoint
ALTER TABLE "bullying_answer_fields" ADD CONSTRAINT "bullying_answer_fields_questionnaire_answer_id_questionnaire_answers_id_fk" FOREIGN KEY ("questionnaire_answer_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_confirm_tokens" ADD CONSTRAINT "bullying_confirm_tokens_organization_user_id_organization_users_id_fk" FOREIGN KEY ("organization_user_id") REFERENCES "public"."organization_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bullying_confirm_tokens" ADD CONSTRAINT "bullying_confirm_tokens_holder" CHECK (("bullying_confirm_tokens"."teacher_id" is null) <> ("bullying_confirm_tokens"."organization_user_id" is null));--> statement-breakpoint
-- Bullying alert fields per sheet (decision 037): kept by statement triggers on the answers, so
-- bullying_alerts/for_all and for_class read one row per sheet instead of deriving the fields
-- from every answer on each request.
CREATE OR REPLACE FUNCTION bullying_answer_fields_refresh(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT ad.questionnaire_answer_id AS aid, ad.question_id, qu.bullying_field AS field, o.value,
      array_remove(array_cat(
        CASE WHEN cardinality(ad.question_option_ids) = 0 THEN '{}'::text[]
          ELSE ARRAY(SELECT x.text FROM question_options x WHERE x.id = ANY(ad.question_option_ids) ORDER BY x.sort_order, x.id) END,
        ARRAY[o.text, nullif(btrim(ad.text), '')]), NULL) AS texts
    FROM questionnaire_answer_details ad
    JOIN questions qu ON qu.id = ad.question_id AND qu.bullying_field IS NOT NULL
    LEFT JOIN question_options o ON o.id = ad.question_option_id
    WHERE ad.questionnaire_answer_id = ANY(p_ids)
  ), v AS (
    SELECT d.aid,
      (array_agg(d.value ORDER BY d.question_id) FILTER (WHERE d.field = 'handshakeDetail'))[1] AS handshake_value,
      (array_agg(d.value ORDER BY d.question_id) FILTER (WHERE d.field = 'question'))[1] AS question_value,
      (array_agg(d.value ORDER BY d.question_id) FILTER (WHERE d.field = 'seen'))[1] AS seen_value,
      nullif((array_agg(array_to_string(d.texts, '、') ORDER BY d.question_id) FILTER (WHERE d.field = 'seenDetail'))[1], '') AS seen_detail
    FROM d GROUP BY d.aid
  ), t AS (
    SELECT d.aid,
      array_agg(e.x ORDER BY d.question_id, e.n) FILTER (WHERE d.field = 'whenBullying') AS when_bullying,
      array_agg(e.x ORDER BY d.question_id, e.n) FILTER (WHERE d.field = 'whereBullying') AS where_bullying
    FROM d, unnest(d.texts) WITH ORDINALITY AS e(x, n) GROUP BY d.aid
  )
  INSERT INTO bullying_answer_fields AS b (questionnaire_answer_id, handshake_value, question_value, seen_value, seen_detail, when_bullying, where_bullying)
  SELECT v.aid, v.handshake_value, v.question_value, v.seen_value, v.seen_detail, coalesce(t.when_bullying, '{}'), coalesce(t.where_bullying, '{}')
  FROM v LEFT JOIN t ON t.aid = v.aid
  ON CONFLICT (questionnaire_answer_id) DO UPDATE SET
    handshake_value = excluded.handshake_value, question_value = excluded.question_value, seen_value = excluded.seen_value,
    seen_detail = excluded.seen_detail, when_bullying = excluded.when_bullying, where_bullying = excluded.where_bullying;
  -- A sheet left without a bullying-field answer keeps no row.
  DELETE FROM bullying_answer_fields b WHERE b.questionnaire_answer_id = ANY(p_ids) AND NOT EXISTS (
    SELECT 1 FROM questionnaire_answer_details ad JOIN questions qu ON qu.id = ad.question_id AND qu.bullying_field IS NOT NULL
    WHERE ad.questionnaire_answer_id = b.questionnaire_answer_id);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bullying_answer_fields_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bullying_answer_fields_refresh(ARRAY(SELECT DISTINCT questionnaire_answer_id FROM old_rows));
  ELSE
    PERFORM bullying_answer_fields_refresh(ARRAY(SELECT DISTINCT questionnaire_answer_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bullying_answer_fields_insert AFTER INSERT ON questionnaire_answer_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bullying_answer_fields_trg();
--> statement-breakpoint
CREATE TRIGGER bullying_answer_fields_update AFTER UPDATE ON questionnaire_answer_details
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bullying_answer_fields_trg();
--> statement-breakpoint
CREATE TRIGGER bullying_answer_fields_delete AFTER DELETE ON questionnaire_answer_details
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bullying_answer_fields_trg();
--> statement-breakpoint
-- The sheets answered before this migration.
SELECT bullying_answer_fields_refresh(ARRAY(SELECT DISTINCT questionnaire_answer_id FROM questionnaire_answer_details));
