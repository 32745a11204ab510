import { classDashboardByDateSchema, classDashboardByWeekSchema, type ClassDashboardByDate, type ClassDashboardByWeek } from '@sukoyaka/contracts/dashboards';
import { gradeSchema, type Grade } from '@sukoyaka/contracts/schools';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** The query of the class views: a Japan-time date key and, for admin teachers, a class. */
export interface ClassDashboardQuery {
  date: string;
  gradeId?: number;
  klassId?: number;
}

/**
 * GET /api/teachers/class_dashboards/dashboard_by_date (spec §7 Dashboards): one row per student of
 * the class with that day's 心, 体, 話, needs-check alerts, register entry, daily memo and parents'
 * reports. Without gradeId/klassId the API picks the teacher's homeroom (or, for an admin
 * teacher, the first class). @throws ApiError 404 without a class.
 */
export function fetchClassDashboard(query: ClassDashboardQuery, signal?: AbortSignal): Promise<ClassDashboardByDate> {
  return apiRequest('/api/teachers/class_dashboards/dashboard_by_date', {
    query: { date: query.date, gradeId: query.gradeId, klassId: query.klassId },
    schema: classDashboardByDateSchema,
    signal,
  });
}

/**
 * GET /api/teachers/class_dashboards/dashboard_by_week (spec §2 "week table with columns per date
 * for mental, physical and talk"): the Monday-to-Sunday week containing `date`.
 * @throws ApiError 404 without a class.
 */
export function fetchClassDashboardWeek(query: ClassDashboardQuery, signal?: AbortSignal): Promise<ClassDashboardByWeek> {
  return apiRequest('/api/teachers/class_dashboards/dashboard_by_week', {
    query: { date: query.date, gradeId: query.gradeId, klassId: query.klassId },
    schema: classDashboardByWeekSchema,
    signal,
  });
}

const gradesSchema = arrayOf(gradeSchema);

/** GET /api/teachers/grade_klasses (spec §7 Grade classes): this year's grades and classes. */
export function fetchGradeKlasses(signal?: AbortSignal): Promise<Grade[]> {
  return apiRequest('/api/teachers/grade_klasses', { schema: gradesSchema, signal });
}
