import { z } from 'zod';
import type { AlertLevel, TeacherConfirmStatus } from './questionnaires.ts';
import { ALERT_STATUS_FILTERS, CONFIRM_STATUS_FILTERS } from './bullying-alerts.ts';
import { idSchema } from './schools.ts';

/** An empty filter value (`gradeId=`) counts as no filter (spec §5: empty values are dropped). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Query of the delivery exports GET /api/teachers/questionnaires/{id}/export_answers, export_alerts
 * and export_survey ({id} is the questionnaire delivery's id): optionally one grade or class.
 */
export const deliveryExportQuerySchema = z.object({ gradeId: optional(idSchema), klassId: optional(idSchema) }).strict();
export type DeliveryExportQuery = z.infer<typeof deliveryExportQuerySchema>;

/** GET /api/teachers/students/export_questionaire: one student's sheet of one delivery. */
export const studentSheetExportQuerySchema = z.object({ studentId: idSchema, questionnaireDeliveryId: idSchema }).strict();
export type StudentSheetExportQuery = z.infer<typeof studentSheetExportQuerySchema>;

/** GET /api/teachers/students/export_past_questionnaire: every sheet a student has answered. */
export const studentPastExportQuerySchema = z.object({ studentId: idSchema }).strict();
export type StudentPastExportQuery = z.infer<typeof studentPastExportQuerySchema>;

/**
 * GET /api/teachers/students/export_many_questionaire and GET /api/teachers/bullying_alerts/export_survey:
 * the answers of many students to one delivery, optionally one grade or class.
 */
export const manySheetsExportQuerySchema = z.object({ questionnaireDeliveryId: idSchema, gradeId: optional(idSchema), klassId: optional(idSchema) }).strict();
export type ManySheetsExportQuery = z.infer<typeof manySheetsExportQuerySchema>;

/**
 * GET /api/teachers/bullying_alerts/export_survey, the Excel of the dashboard header (spec §2;
 * issue 24 item 10): also the header's status filters, so the file lists the students the
 * filtered view shows (対応状況, 確認状況, 話したい; absent or 'all' / 'false': no filter).
 */
export const bullyingSurveyExportQuerySchema = manySheetsExportQuerySchema.extend({
  status: optional(z.enum(ALERT_STATUS_FILTERS)),
  confirmStatus: optional(z.enum(CONFIRM_STATUS_FILTERS)),
  talk: optional(z.enum(['true', 'false'])),
});
export type BullyingSurveyExportQuery = z.infer<typeof bullyingSurveyExportQuerySchema>;

/** spec §5: in export mode an answer text longer than this many characters is cut with an ellipsis. */
export const EXPORT_MODE_TEXT_MAX = 8;

/** Spec §5 export mode: the first 8 characters (code points) and …, or the text unchanged. */
export function exportModeText(text: string): string {
  const chars = [...text];
  return chars.length > EXPORT_MODE_TEXT_MAX ? `${chars.slice(0, EXPORT_MODE_TEXT_MAX).join('')}…` : text;
}

/** Japanese names of the alert levels (spec §4) in exports. */
export const ALERT_LEVEL_EXPORT_LABELS: Record<AlertLevel, string> = {
  normal: '通常',
  first_stage: '第1段階',
  first_stage_plus: '第1段階＋',
  second_stage: '第2段階',
  second_stage_plus: '第2段階＋',
  third_stage: '第3段階',
};

/** spec §4 teacher confirmation status names (organization_verified: 組織確認済み, bulk number 4). */
export const TEACHER_CONFIRM_STATUS_LABELS: Record<TeacherConfirmStatus, string> = {
  unconfirmed: '未確認',
  confirming: '確認中',
  person_in_charge_confirmed: '確認済み',
  organization_verified: '組織確認済み',
};
