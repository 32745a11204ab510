import { classDashboardByDateSchema, type ClassDashboardByDate } from '@sukoyaka/contracts/dashboards';
import { gradeSchema, type Grade } from '@sukoyaka/contracts/schools';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** The query of the class day view: a Japan-time date key and, for admin teachers, a class. */
export interface ClassDashboardQuery {
  date: string;
  gradeId?: number;
  klassId?: number;
}

/**
 * GET /api/teachers/class_dashboards/dashboard_by_date (spec §7 Dashboards): one row per pupil of
 * the class with that day's 心, 体 and 話. Without gradeId/klassId the API picks the teacher's
 * homeroom (or, for an admin teacher, the first class). @throws ApiError 404 without a class.
 */
export function fetchClassDashboard(query: ClassDashboardQuery, signal?: AbortSignal): Promise<ClassDashboardByDate> {
  return apiRequest('/api/teachers/class_dashboards/dashboard_by_date', {
    query: { date: query.date, gradeId: query.gradeId, klassId: query.klassId },
    schema: classDashboardByDateSchema,
    signal,
  });
}

const gradesSchema = arrayOf(gradeSchema);

/** GET /api/teachers/grade_klasses (spec §7 Grade classes): this year's grades and classes. */
export function fetchGradeKlasses(signal?: AbortSignal): Promise<Grade[]> {
  return apiRequest('/api/teachers/grade_klasses', { schema: gradesSchema, signal });
}
