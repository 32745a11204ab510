import { bullyingAnswerFields as bullyingFieldsOf } from '@sukoyaka/contracts/questionnaire-sheets';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { hasAnswer, QUESTION_TEXT_MAX, QUESTIONNAIRE_MESSAGES, type AnswerBody, type StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import { badRequest, conflict, forbidden, messages, unprocessable } from '../../lib/http-errors.ts';
import { recordWrite, type AccessLogRow } from '../access-log/access-log.service.ts';
import { distressMatchesOf, raiseDistressMatches } from '../distress-words/distress-words.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { cachedQuestionnaireContent, deliveryHint } from './content-cache.ts';
import { completionAlerts, mergeAnswers, questionIndex, type CompletionAlerts, type DetailValues } from './sheet-alerts.ts';
import { writeSheet, type SheetWrite } from './sheet-write.ts';
import { buildQuestions, emptySheet, getStudentQuestions, isFinished, present, studentDelivery, type Content, type StudentScope } from './sheet-view.ts';

/**
 * Checks the given answers against their questions (a student's page, or a teacher's test answers):
 * known question, options of that question, text length by formType. Returns each as the row to
 * store, or null to clear a blank answer.
 * @throws 400 naming each bad answer (`answers.<questionId>`).
 */
export function checkAnswers(answers: AnswerBody['answers'], content: Content): { questionId: number; values: DetailValues | null }[] {
  const fieldErrors: Record<string, string[]> = {};
  const { questionById, optionsOf } = questionIndex(content);
  const checked = answers.map((given) => {
    const field = `answers.${given.questionId}`;
    const question = questionById.get(given.questionId);
    if (!question) {
      fieldErrors[field] = ['この質問はありません'];
      return { questionId: given.questionId, values: null };
    }
    const options = optionsOf(question.id);
    const empty = { questionId: question.id, text: null, questionOptionId: null, questionOptionIds: [] as number[], score: null };
    let values: DetailValues;
    if (question.formType === 'text' || question.formType === 'long_text') {
      const text = given.text ?? '';
      const max = question.formType === 'text' ? QUESTION_TEXT_MAX : LONG_TEXT_MAX;
      if (text.length > max) fieldErrors[field] = [`${max}文字以内で入力してください`];
      values = { ...empty, text };
    } else if (question.formType === 'checkbox') {
      const ids = [...new Set(given.questionOptionIds ?? [])];
      const chosen = options.filter((o) => ids.includes(o.id));
      if (chosen.length !== ids.length) fieldErrors[field] = [QUESTIONNAIRE_MESSAGES.unknownOption];
      values = { ...empty, questionOptionIds: chosen.map((o) => o.id), score: chosen.reduce((sum, o) => sum + o.score, 0) };
    } else {
      const option = given.questionOptionId == null ? null : options.find((o) => o.id === given.questionOptionId);
      if (option === undefined) fieldErrors[field] = [QUESTIONNAIRE_MESSAGES.unknownOption];
      values = { ...empty, questionOptionId: option?.id ?? null, score: option?.score ?? null };
    }
    return { questionId: question.id, values: hasAnswer(question.formType, values) ? values : null };
  });
  if (Object.keys(fieldErrors).length) throw badRequest(messages.badRequest, fieldErrors);
  return checked;
}

/** Whether a completion is complete on its own: it names every question of the questionnaire (the web app sends them all). */
function namesEveryQuestion(content: Content, body: AnswerBody): boolean {
  const named = new Set(body.answers.map((a) => a.questionId));
  return content.questions.every((q) => named.has(q.id));
}

/** The required questions without an answer in the sheet after this call (the saved answers, overridden by the given ones). */
function missingRequired(content: Content, saved: readonly DetailValues[], checked: ReturnType<typeof checkAnswers>) {
  const given = new Map(checked.map((c) => [c.questionId, c.values]));
  const savedIds = new Set(saved.map((d) => d.questionId));
  return content.questions.filter((q) => q.required && (given.has(q.id) ? !given.get(q.id) : !savedIds.has(q.id)));
}

/**
 * A completion written without reading the delivery first (issue 11 "Speed": one round trip
 * fewer for each of 300 pupils pressing 完了 at once): when this process has read the delivery
 * before (content-cache.ts deliveryHint) and the completion names every question, its answers are
 * checked against the cached questionnaire and written by the guarded write (sheet-write.ts),
 * which itself checks that the student may see the delivery, that it is open, that consent was
 * given and that the questionnaire is unchanged. Returns null whenever anything is not so (no
 * hint, an answer left out, a bad or missing answer, a refused write): the caller then takes the
 * reading path, which answers with the right error in the right order (404 before 400).
 */
async function completeWithoutRead(
  db: Database,
  outbox: MailOutbox,
  scope: StudentScope,
  body: AnswerBody,
  now: Date,
  accessLog: AccessLogRow | null,
): Promise<StudentQuestions | null> {
  const hint = deliveryHint(body.questionnaireDeliveryId);
  if (!hint) return null;
  const content = await cachedQuestionnaireContent(db, hint.questionnaireId, hint.version);
  if (!namesEveryQuestion(content, body)) return null;
  let checked: ReturnType<typeof checkAnswers>;
  try {
    checked = checkAnswers(body.answers, content);
  } catch {
    return null;
  }
  if (missingRequired(content, [], checked).length) return null;
  const alerts = completionAlerts(hint.kind, content, [], checked);
  const written = await writeWithWordCheck(
    db,
    outbox,
    scope,
    completionWrite(scope, body.questionnaireDeliveryId, hint.version, content, alerts, now),
    accessLog,
  );
  if (!written) return null;
  const sheet = { ...emptySheet(body.questionnaireDeliveryId, scope, now), id: written.sheetId, consent: written.consent, status: 'completed' as const };
  const row = { id: body.questionnaireDeliveryId, ...written.delivery, completedAt: null, sheet };
  return { delivery: present(row, scope, now), questionsGroups: [] };
}

/**
 * Writes the sheet; a completion's written answers are checked for words of distress (issue 25
 * item 5; the board's list cached 5 s per process). When one is found, the sheet and the alert are
 * written in one transaction, so the alert commits with the answers or not at all; otherwise (a page
 * save, no text, nothing found) the write is the one statement it was (issue 11).
 */
async function writeWithWordCheck(db: Database, outbox: MailOutbox, scope: StudentScope, write: SheetWrite, accessLog: AccessLogRow | null) {
  const texts = write.status === 'completed' ? write.answers.map((a) => a.text ?? '') : [];
  const matches = await distressMatchesOf(db, scope.schoolId, texts);
  if (matches.length === 0) return writeSheet(db, write, accessLog);
  return db.transaction(async (tx) => {
    const written = await writeSheet(tx, write, accessLog);
    if (written) await raiseDistressMatches(tx, outbox, scope, 'questionnaire', matches, write.now);
    return written;
  });
}

/** The write of a completion: every answer with the level its rules matched, the sheet's level and scale result, its bullying fields. */
function completionWrite(scope: StudentScope, deliveryId: number, version: Date, content: Content, alerts: CompletionAlerts, now: Date): SheetWrite {
  return {
    deliveryId,
    studentId: scope.studentId,
    schoolId: scope.schoolId,
    questionnaireVersion: version,
    status: 'completed',
    completedAt: now,
    alertLevel: alerts.sheet.alertLevel,
    scaleScore: alerts.sheet.scaleScore,
    scaleBand: alerts.sheet.scaleBand,
    mode: 'replace',
    answers: alerts.rows,
    cleared: [],
    bullyingFields: bullyingFieldsOf(content, alerts.rows) ?? (questionIndex(content).hasBullyingFields ? 'clear' : 'none'),
    now,
  };
}

/**
 * POST /api/students/questions/answer (spec §7, §5, §8): saves one page of answers (a blank one
 * clears it) or, with `complete`, saves and completes the sheet once every required question is
 * answered. Everything is checked before anything is written, and written in one statement
 * (sheet-write.ts writeSheet) together with the call's access-log row `accessLog` (issue 9; the
 * route claims it with claimWriteLog; null writes none).
 * A completion runs the alert engine (decision 021): each answer's matchedLevel, the sheet's
 * alertLevel, scaleScore and scaleBand are stored with it; written answers are checked for words of
 * distress (issue 25 item 5), whose alert commits with the answers.
 * Completing an already completed sheet again answers it unchanged (a resent tap).
 * Speed (issue 11, 300 students completing at once): a completion that names every question is
 * written without a read (completeWithoutRead); otherwise one prepared read (delivery, sheet,
 * saved answers), the questionnaire from the process cache and one write; no transaction held
 * across awaits.
 * @throws 400 bad answers; 403 consent needed and not given; 404 not the student's delivery;
 *   409 already completed (a save, not a completion); 422 finished, or required answers missing.
 */
export async function answerQuestions(
  db: Database,
  outbox: MailOutbox,
  scope: StudentScope,
  body: AnswerBody,
  now = new Date(),
  accessLog: AccessLogRow | null = null,
): Promise<StudentQuestions> {
  if (body.complete) {
    const completed = await completeWithoutRead(db, outbox, scope, body, now, accessLog);
    if (completed) return completed;
  }
  const { answers: saved, ...row } = await studentDelivery(db, scope, body.questionnaireDeliveryId, now);
  if (row.sheet?.status === 'completed') {
    if (!body.complete) throw conflict(QUESTIONNAIRE_MESSAGES.alreadyCompleted);
    if (accessLog) await recordWrite(db, accessLog);
    const content = await cachedQuestionnaireContent(db, row.questionnaireId, row.questionnaireUpdatedAt);
    return buildQuestions(row, content, saved, scope, now);
  }
  if (isFinished(row, now)) throw unprocessable(QUESTIONNAIRE_MESSAGES.finished);
  if (row.needsConsent && row.sheet?.consent !== 'agreed') throw forbidden(QUESTIONNAIRE_MESSAGES.consentNeeded);
  const content = await cachedQuestionnaireContent(db, row.questionnaireId, row.questionnaireUpdatedAt);
  const checked = checkAnswers(body.answers, content);

  let write: SheetWrite;
  let final: DetailValues[];
  if (body.complete) {
    const missing = missingRequired(content, saved, checked);
    if (missing.length) {
      throw unprocessable(
        QUESTIONNAIRE_MESSAGES.requiredUnanswered,
        Object.fromEntries(missing.map((q) => [`answers.${q.id}`, [QUESTIONNAIRE_MESSAGES.required]])),
      );
    }
    const alerts = completionAlerts(row.kind, content, saved, checked);
    write = completionWrite(scope, row.id, row.questionnaireUpdatedAt, content, alerts, now);
    final = alerts.rows;
  } else {
    // What the sheet holds after this page: its bullying fields follow it (decision 043).
    final = mergeAnswers(saved, checked);
    write = {
      deliveryId: row.id,
      studentId: scope.studentId,
      schoolId: scope.schoolId,
      questionnaireVersion: row.questionnaireUpdatedAt,
      status: 'answering',
      completedAt: null,
      alertLevel: 'normal',
      scaleScore: null,
      scaleBand: null,
      mode: 'merge',
      answers: checked.flatMap((c) => (c.values ? [{ ...c.values, matchedLevel: null }] : [])),
      cleared: checked.filter((c) => !c.values).map((c) => c.questionId),
      bullyingFields: bullyingFieldsOf(content, final) ?? (questionIndex(content).hasBullyingFields ? 'clear' : 'none'),
      now,
    };
  }
  const written = await writeWithWordCheck(db, outbox, scope, write, accessLog);
  // Another device completed first, or the delivery closed meanwhile: answer what is stored.
  if (!written) {
    if (accessLog) await recordWrite(db, accessLog);
    return getStudentQuestions(db, scope, row.id, now);
  }
  const sheet = { ...(row.sheet ?? emptySheet(row.id, scope, now)), id: written.sheetId, status: write.status, choice: null, startedAt: written.startedAt };
  return buildQuestions({ ...row, sheet }, content, final, scope, now);
}
