import { paths } from '../../../lib/paths.ts';
/**
 * Where closing the password re-entry goes (spec §4): from a past bullying alert page to the
 * student's past page, from for_class to the class dashboard, from a custom delivery's follow-up
 * (decision 076) to the questionnaire deliveries, else to the all dashboard. Pure.
 * `pathname` is the current /{school_code}/teacher/… path.
 */
export function reentryBackPath(schoolCode: string, pathname: string): string {
  const past = pathname.match(/\/bullying-alert-past(?:-detail)?\/(\d+)/);
  if (past) return paths.teacher(schoolCode, `student-past/${past[1]}`);
  if (pathname.endsWith('/bullying-alert/for_class')) return paths.teacher(schoolCode, 'class_dashboard');
  if (pathname.endsWith('/bullying-alert/follow_up')) return paths.teacher(schoolCode, 'questionnaire-deliveries');
  return paths.teacher(schoolCode, 'all_dashboard');
}

/** localStorage-free latestParams of spec §3 (for_class gradeId and klassId), kept in sessionStorage. */
const LATEST = 'latestParams';

export interface LatestParams {
  gradeId: number;
  klassId: number;
}

/** Saves the class the teacher opened from the school view. */
export function saveLatestParams(params: LatestParams): void {
  try {
    window.sessionStorage.setItem(LATEST, JSON.stringify(params));
  } catch {
    // storage unavailable: the class view falls back to the first class
  }
}

/** The saved class, or null (anything malformed is ignored). */
export function readLatestParams(): LatestParams | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(LATEST) ?? 'null') as Partial<LatestParams> | null;
    return raw && Number.isSafeInteger(raw.gradeId) && Number.isSafeInteger(raw.klassId) ? { gradeId: raw.gradeId!, klassId: raw.klassId! } : null;
  } catch {
    return null;
  }
}
