import type { BullyingSurveyExportQuery } from '@sukoyaka/contracts/questionnaire-exports';
import type { BullyingField } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import type { DownloadFile } from '../../lib/workbook.ts';
import { studentsPassingFilters } from '../bullying-alerts/views.service.ts';
import { findQuestionnaireContent } from '../questionnaires/question-set.service.ts';
import { deliveryHeader, exportQuestions } from './answer-cells.ts';
import { loadDelivery, loadRoster } from './export-queries.ts';
import { answerList } from './student-exports.ts';

/** Column headers of the bullying-alert fields (spec §3 Bullying alert). */
const FIELD_HEADERS: Record<BullyingField, string> = {
  bullied: 'いやな思い',
  whenBullying: 'いつ',
  whereBullying: 'どこで',
  seen: '見たこと',
  seenDetail: '見た内容',
  told: '相談',
  question: '話したい',
  handshakeDetail: '面談',
  freeText: '自由記述',
};

/**
 * GET /api/teachers/bullying_alerts/export_survey: the bullying-alert list of one delivery in export
 * mode: one row per target student the teacher may see with 回答状況, アラートレベル, 確認状況 and,
 * for each bullying field the survey's questions feed (when / where, seen / seenDetail, question,
 * handshakeDetail …), the answer cut to 8 characters and … (spec §5). Streams. With the dashboard
 * header's status / confirmStatus / talk filters only the students the filtered view shows
 * (issue 24 item 10).
 */
export async function exportBullyingSurvey(db: Database, teacher: TeacherScope, query: BullyingSurveyExportQuery, now = new Date()): Promise<DownloadFile> {
  const delivery = await loadDelivery(db, teacher, query.questionnaireDeliveryId);
  const content = await findQuestionnaireContent(db, delivery.questionnaireId);
  const all = await loadRoster(db, teacher, delivery, query);
  const passing = await studentsPassingFilters(
    db,
    teacher,
    delivery.id,
    all.map((s) => s.studentId),
    query,
  );
  const roster = passing ? all.filter((s) => passing.has(s.studentId)) : all;
  const fielded = exportQuestions(content).flatMap((q) => (q.bullyingField ? [{ ...q, header: FIELD_HEADERS[q.bullyingField] }] : []));
  return answerList(db, roster, fielded, deliveryHeader(delivery, `${delivery.title}_いじめアラート`, now));
}
