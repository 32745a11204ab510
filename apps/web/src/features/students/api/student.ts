import { studentSchoolSettingsSchema, type StudentSchoolSettings } from '@sukoyaka/contracts/schools';
import { studentSchema, type Student } from '@sukoyaka/contracts/students';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/students/me (spec §3 Student): the signed-in pupil, with school, grade and class names. */
export function fetchStudentMe(signal?: AbortSignal): Promise<Student> {
  return apiRequest('/api/students/me', { schema: studentSchema, signal });
}

/** GET /api/students/school_settings: school flags the pupil screens follow (condition skip). */
export function fetchStudentSchoolSettings(signal?: AbortSignal): Promise<StudentSchoolSettings> {
  return apiRequest('/api/students/school_settings', { schema: studentSchoolSettingsSchema, signal });
}
