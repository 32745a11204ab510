import type { StudentSchoolSettings } from '@sukoyaka/contracts/schools';
import type { Student } from '@sukoyaka/contracts/students';
import { apiRequest } from '../../../lib/api-client.ts';

// Typed by the contract, not re-parsed with zod: the API serialises through the same contract's
// response schema, and zod would add 25 KB gzip to the student's first screens (issue 3 budget).

/** GET /api/students/me (spec §3 Student): the signed-in student, with school, grade and class names. */
export function fetchStudentMe(signal?: AbortSignal): Promise<Student> {
  return apiRequest<Student>('/api/students/me', { signal, offlineCopy: true });
}

/** GET /api/students/school_settings: school flags the student screens follow (condition skip, anonymous contact). */
export function fetchStudentSchoolSettings(signal?: AbortSignal): Promise<StudentSchoolSettings> {
  return apiRequest<StudentSchoolSettings>('/api/students/school_settings', { signal, offlineCopy: true });
}

/** POST /api/students/furigana (issue 24 item 4): the pupil's furigana switch, kept with the pupil. */
export function saveStudentFurigana(furigana: boolean): Promise<{ furigana: boolean }> {
  return apiRequest<{ furigana: boolean }>('/api/students/furigana', { method: 'POST', body: { furigana } });
}
