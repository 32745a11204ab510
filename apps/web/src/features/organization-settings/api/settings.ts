import {
  boardReportSettingsSchema,
  boardTeachersSchema,
  remindEmailSettingsSchema,
  type BoardTeachers,
  type RemindEmailSettings,
} from '@sukoyaka/contracts/local-government';
import { distressWordsSchema, type DistressWords, type DistressWordsBody } from '@sukoyaka/contracts/distress-words';
import { boardTalkLinesOutSchema, type BoardTalkLines, type BoardTalkLinesShown } from '@sukoyaka/contracts/board-talk-lines';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

/** GET /api/local_governments/report_settings (decision 026): small-group suppression on or off. */
export function fetchReportSettings(signal?: AbortSignal): Promise<{ smallGroupSuppression: boolean }> {
  return apiRequest('/api/local_governments/report_settings', { schema: boardReportSettingsSchema, signal });
}

/** POST /api/local_governments/report_settings: turns small-group suppression on or off. @throws ApiError. */
export function updateReportSettings(body: { smallGroupSuppression: boolean }): Promise<{ smallGroupSuppression: boolean }> {
  return apiRequest('/api/local_governments/report_settings', { method: 'POST', body, schema: boardReportSettingsSchema });
}

/** What the board edits on settings/remind_email (decision 027); e-mails with empty rows dropped. */
export interface RemindEmailInput {
  talkRequestEnabled: boolean;
  talkRequestDays: number;
  checkInRateEnabled: boolean;
  checkInRateThreshold: number;
  sendToSchoolAdmins: boolean;
  notificationEmails: string[];
}

/** GET /api/local_governments/remind_email (decision 027): the reminder rules and addresses. */
export function fetchRemindEmailSettings(signal?: AbortSignal): Promise<RemindEmailSettings> {
  return apiRequest('/api/local_governments/remind_email', { schema: remindEmailSettingsSchema, signal });
}

/** POST /api/local_governments/remind_email: saves them. @throws ApiError 400 with field errors (talkRequestDays, checkInRateThreshold, notificationEmails.N). */
export function updateRemindEmailSettings(input: RemindEmailInput): Promise<RemindEmailSettings> {
  const body = { ...input, notificationEmails: input.notificationEmails.map((notification_email) => ({ notification_email })) };
  return apiRequest('/api/local_governments/remind_email', { method: 'POST', body, schema: remindEmailSettingsSchema });
}

/** GET /api/local_governments/organization/teachers (spec §7): the teachers of the organisation's schools, a page at a time. */
export function fetchBoardTeachers(query: { schoolId?: number; page: number; limit: number }, signal?: AbortSignal): Promise<BoardTeachers> {
  return apiRequest('/api/local_governments/organization/teachers', { query, schema: boardTeachersSchema, signal });
}

/** GET /api/local_governments/organization/export (spec §7 blob): the teachers (of one school with `schoolId`) in the import template's layout. */
export function exportBoardTeachers(schoolId?: number): Promise<DownloadedFile> {
  return apiDownload('/api/local_governments/organization/export', { query: schoolId ? { schoolId } : {}, fallbackName: 'teachers.xlsx' });
}

/** GET /api/local_governments/distress_words (issue 25 item 5, decision 071): the board's words of distress and whether they are the default list. */
export function fetchDistressWords(signal?: AbortSignal): Promise<DistressWords> {
  return apiRequest('/api/local_governments/distress_words', { schema: distressWordsSchema, signal });
}

/** POST /api/local_governments/distress_words: replaces the list (never with an empty one), or `{ reset: true }` for the default. @throws ApiError 400 with field errors (words, words.N.word). */
export function updateDistressWords(body: DistressWordsBody): Promise<DistressWords> {
  return apiRequest('/api/local_governments/distress_words', { method: 'POST', body, schema: distressWordsSchema });
}

/** GET /api/local_governments/talk_lines (issue 25 item 1, decision 078): the board's own lines. */
export function fetchTalkLines(signal?: AbortSignal): Promise<BoardTalkLinesShown> {
  return apiRequest('/api/local_governments/talk_lines', { schema: boardTalkLinesOutSchema, signal });
}

/** POST /api/local_governments/talk_lines: replaces them (at most 3; decision 080: with their translations). @throws ApiError 400 with field errors (lines.N.phone, lines.N.url, lines.N.translations.en.label). */
export function updateTalkLines(body: BoardTalkLines): Promise<BoardTalkLinesShown> {
  return apiRequest('/api/local_governments/talk_lines', { method: 'POST', body, schema: boardTalkLinesOutSchema });
}
