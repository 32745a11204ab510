/**
 * The web app's own URLs (spec §2, docs/spec/web-routes.tsv; decision 050): the one place a link,
 * a redirect or a navigation gets its path. Each area is a function of its page, typed by the
 * routes that exist, so a page name that is not a route fails the typecheck, and a grep for a
 * route's segment (`class_dashboard`) finds both the route table and every link to it.
 * Query values that are undefined, null or '' are left out.
 */

/** Query parameters of a link; empty values are dropped. */
export type PathQuery = Record<string, string | number | null | undefined>;

type Id = number | string;

/** A teacher's settings page (spec §2 Teacher settings, plus calendar and mfa). */
export type TeacherSettingsPage =
  | 'acceptance'
  | 'advancement'
  | 'alert'
  | 'attendances'
  | 'calendar'
  | 'condition_skip'
  | 'enabled_processed_sos'
  | 'grade_class'
  | 'grade_class/edit'
  | 'healthcheck'
  | 'ip'
  | 'link_stop_it'
  | 'mfa'
  | 'sos_sentences'
  | 'sos_setting'
  | 'standby_sentences'
  | 'student'
  | 'student/import'
  | 'teacher'
  | 'teacher/import';

/** A page under /{school_code}/teacher/. */
export type TeacherPage =
  | ''
  | 'login'
  | 'help'
  | 'all_dashboard'
  | 'class_dashboard'
  | 'mental_dashboard'
  | 'physical_dashboard'
  | 'sos_dashboard'
  | 'parent_attendances_dashboard'
  | 'report'
  | 'questionnaire-deliveries'
  | `questionnaire-deliveries/add-question/${Id}`
  | `questionnaire-deliveries/test/${Id}`
  | 'bullying-alert/for_all'
  | 'bullying-alert/for_class'
  | 'bullying-alert/follow_up'
  | `bullying-alert/${Id}`
  | `bullying-alert-past/${Id}`
  | `bullying-alert-past-detail/${Id}`
  | 'bullying-cases'
  | `bullying-cases/${Id}`
  | `student/${Id}`
  | `student/${Id}/${'alert' | 'sos'}`
  | `student-past/${Id}`
  | `student-past/${Id}/${'alert' | 'memo' | 'sos'}`
  | `password/${'forget' | 'registration' | 'reset'}`
  | `settings/${TeacherSettingsPage}`;

/** A page under /{school_code}/student/. */
export type StudentPage = 'login' | 'password' | 'help' | 'my_condition' | 'todays_condition' | 'questionnaire' | `questionnaire/${Id}`;

/** A page under /{school_code}/parent/. */
export type ParentPage = 'login' | 'help' | 'absent' | 'history';

/** A page under /local_governments/. */
export type BoardPage =
  | 'login'
  | 'help'
  | 'dashboard'
  | 'schools'
  | 'report'
  | `report/${'want_to_talk' | 'daily_active_users' | 'continuous_weak_condition' | 'response_times' | 'early_warning' | 'bullying'}`
  | 'settings'
  | `settings/${'alert' | 'IP' | 'remind_email' | 'distress_words' | 'talk_lines' | 'teacher' | 'teacher/import' | 'mfa'}`
  | `password/${'forgot' | 'registration' | 'reset'}`;

/** `path` with `query` appended (empty values left out). */
export function withQuery(path: string, query?: PathQuery | URLSearchParams): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query ?? {});
  for (const [key, value] of entries) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The web app's paths, by area (spec §2). */
export const paths = {
  /** /{school_code}/teacher/{page} (the area's root with page ''). */
  teacher: (schoolCode: string | undefined, page: TeacherPage, query?: PathQuery | URLSearchParams) =>
    withQuery(page ? `/${schoolCode ?? ''}/teacher/${page}` : `/${schoolCode ?? ''}/teacher`, query),
  /** /{school_code}/student/{page}. */
  student: (schoolCode: string | undefined, page: StudentPage, query?: PathQuery) => withQuery(`/${schoolCode ?? ''}/student/${page}`, query),
  /** /{school_code}/parent/{page}. */
  parent: (schoolCode: string | undefined, page: ParentPage, query?: PathQuery) => withQuery(`/${schoolCode ?? ''}/parent/${page}`, query),
  /** /local_governments/{page}. */
  board: (page: BoardPage, query?: PathQuery) => withQuery(`/local_governments/${page}`, query),
  /** /admin/login (admin teachers sign in and out here, spec §2). */
  adminLogin: '/admin/login',
} as const;
