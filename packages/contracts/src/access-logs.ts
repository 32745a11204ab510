import { z } from 'zod';
import { ACCOUNT_TYPES } from './auth.ts';

/**
 * Access log (issue 9 "Access log", APPI 要配慮個人情報; an addition to the spec, decision 007):
 * who read or changed a student's records, when and from where. The API stores the route pattern
 * (`/api/teachers/students/{id}`); the screen shows what it was about as one of these subjects.
 */
export const ACCESS_LOG_SUBJECTS = [
  'studentPage',
  'conditions',
  'memo',
  'attendance',
  'export',
  'sos',
  'alert',
  'dashboard',
  'healthcheck',
  'questionnaire',
  'attention',
  'other',
] as const;
export type AccessLogSubject = (typeof ACCESS_LOG_SUBJECTS)[number];

/** Route fragments → subject, first match wins (more specific fragments first). */
const SUBJECT_RULES: ReadonlyArray<readonly [RegExp, AccessLogSubject]> = [
  [/\/report\b|export/, 'export'],
  [/dashboard/, 'dashboard'],
  [/comment|memo/, 'memo'],
  [/attendance/, 'attendance'],
  [/sos/, 'sos'],
  [/alert/, 'alert'],
  [/healthcheck/, 'healthcheck'],
  [/question/, 'questionnaire'],
  [/attention/, 'attention'],
  [/condition/, 'conditions'],
  [/^\/api\/teachers\/students(\/\{id\})?$/, 'studentPage'],
];

/**
 * What a logged call was about, from its route pattern: e.g. `/api/teachers/students` → studentPage
 * (生徒ページ), `/api/teachers/students/conditions-by-date-range` → conditions (心と体の記録),
 * `/api/teachers/students/report` → export (Excel出力). Unknown routes → other.
 */
export function accessLogSubjectOf(route: string): AccessLogSubject {
  for (const [pattern, subject] of SUBJECT_RULES) if (pattern.test(route)) return subject;
  return 'other';
}

/** GET /api/teachers/students/{id}/access_logs query: newest first, paged (limit ≤ 100). */
export const accessLogsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type AccessLogsQuery = z.infer<typeof accessLogsQuerySchema>;

/**
 * One logged call. `at` is an ISO instant (the screen shows it in Japan time); `actorName` is the
 * teacher's or board user's name (null for a parent or a deleted account); `action` read = GET,
 * write = anything else; `ip` as the server saw it (behind the trusted proxy).
 */
export const accessLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorType: z.enum(ACCOUNT_TYPES),
  actorName: z.string().nullable(),
  action: z.enum(['read', 'write']),
  subject: z.enum(ACCESS_LOG_SUBJECTS),
  method: z.string(),
  route: z.string(),
  ip: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const accessLogPageSchema = z.object({
  list: z.array(accessLogEntrySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
