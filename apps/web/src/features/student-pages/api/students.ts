import { conditionAlertSchema, type ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { studentConditionRowSchema, teacherStudentSchema, type TeacherStudent } from '@sukoyaka/contracts/student-pages';
import { teacherSosRecordSchema, type TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/** One day of a student's history: date key, 心, 体 and the number of 話したい presses. */
export type StudentConditionRow = ReturnType<typeof studentConditionRowSchema.parse>;

const studentsSchema = arrayOf(teacherStudentSchema);
const rowsSchema = arrayOf(studentConditionRowSchema);
const alertsSchema = arrayOf(conditionAlertSchema);
const sossSchema = arrayOf(teacherSosRecordSchema);

/**
 * GET /api/teachers/students?studentId= (spec §2 student title, §9): the student's name, grade,
 * class, 出席番号, attention bookmark and class neighbours.
 * @throws ApiError 404 for a student the teacher may not see.
 */
export async function fetchStudent(studentId: number, signal?: AbortSignal): Promise<TeacherStudent> {
  const [student] = await apiRequest('/api/teachers/students', { query: { studentId }, schema: studentsSchema, signal });
  if (!student) throw new ApiError(404, [i18n.t('common.error.generic')]);
  return student;
}

/**
 * GET /api/teachers/students: the pupils the teacher may see (admin teachers: the school; class
 * teachers: their classes), by class and 出席番号.
 */
export function fetchTeacherStudents(signal?: AbortSignal): Promise<TeacherStudent[]> {
  return apiRequest('/api/teachers/students', { schema: studentsSchema, signal });
}

/** GET /api/teachers/students/conditions-by-date-range: days with a check-in or SOS, newest first. */
export function fetchStudentConditions(query: { studentId: number; from: string; to: string }, signal?: AbortSignal): Promise<StudentConditionRow[]> {
  return apiRequest('/api/teachers/students/conditions-by-date-range', { query, schema: rowsSchema, signal });
}

/** GET /api/teachers/students/past_conditions_by_month: one month of a school year (April–March). */
export function fetchStudentConditionsByMonth(query: { studentId: number; year: number; month: number }, signal?: AbortSignal): Promise<StudentConditionRow[]> {
  return apiRequest('/api/teachers/students/past_conditions_by_month', { query, schema: rowsSchema, signal });
}

/** GET /api/teachers/students/get_alert_resolved: the student's condition alerts, newest first. */
export function fetchStudentAlerts(studentId: number, signal?: AbortSignal): Promise<ConditionAlert[]> {
  return apiRequest('/api/teachers/students/get_alert_resolved', { query: { studentId }, schema: alertsSchema, signal });
}

/**
 * POST /api/teachers/students/processed_condition_alert {id} (spec §4 対応済みにする).
 * @throws ApiError 409 when someone resolved it meanwhile, 404 out of scope.
 */
export function resolveStudentAlert(id: number): Promise<ConditionAlert> {
  return apiRequest('/api/teachers/students/processed_condition_alert', { method: 'POST', body: { id }, schema: conditionAlertSchema });
}

/** GET /api/teachers/students/soss (this school year) or past_sos (earlier years), newest first. */
export function fetchStudentSoss(studentId: number, past: boolean, signal?: AbortSignal): Promise<TeacherSosRecord[]> {
  return apiRequest(past ? '/api/teachers/students/past_sos' : '/api/teachers/students/soss', { query: { studentId }, schema: sossSchema, signal });
}
