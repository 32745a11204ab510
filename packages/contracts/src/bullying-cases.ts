import { z } from 'zod';
import { dateKeySchema } from './date-key.ts';
import { longTextSchema } from './limits.ts';
import { idSchema } from './schools.ts';

/**
 * Bullying cases (いじめ事案; issue 26 item 1, docs/decisions/060-bullying-cases.md): a recognised
 * case (認知) of いじめ防止対策推進法, followed by the school from 認知 to 解消 or 重大事態. The
 * categories are those of MEXT's annual 児童生徒の問題行動・不登校等生徒指導上の諸課題に関する調査
 * (いじめの態様, いじめの発見のきっかけ), so the board's survey counts them without re-coding.
 */

/** いじめの態様 (MEXT survey; several per case), in the survey's column order. */
export const BULLYING_FORMS = {
  teasing: '冷やかしやからかい、悪口や脅し文句、嫌なことを言われる',
  exclusion: '仲間はずれ、集団による無視をされる',
  light_violence: '軽くぶつかられたり、遊ぶふりをして叩かれたり、蹴られたりする',
  violence: 'ひどくぶつかられたり、叩かれたり、蹴られたりする',
  extortion: '金品をたかられる',
  property: '金品を隠されたり、盗まれたり、壊されたり、捨てられたりする',
  coerced_acts: '嫌なことや恥ずかしいこと、危険なことをされたり、させられたりする',
  online: 'パソコンや携帯電話等で、ひぼう・中傷や嫌なことをされる',
  other: 'その他',
} as const;
export type BullyingForm = keyof typeof BULLYING_FORMS;
export const BULLYING_FORM_CODES = Object.keys(BULLYING_FORMS) as [BullyingForm, ...BullyingForm[]];

/** The two groups of 発見のきっかけ in the survey. */
export const DISCOVERY_GROUPS = { staff: '学校の教職員等が発見', others: '学校の教職員以外からの情報により発見' } as const;

/** いじめの発見のきっかけ (MEXT survey; one per case), in the survey's column order, with its group. */
export const BULLYING_DISCOVERIES = {
  homeroom_teacher: { label: '学級担任が発見', group: 'staff' },
  other_staff: { label: '学級担任以外の教職員が発見（養護教諭、スクールカウンセラー等の相談員を除く）', group: 'staff' },
  school_nurse: { label: '養護教諭が発見', group: 'staff' },
  counselor: { label: 'スクールカウンセラー等の相談員が発見', group: 'staff' },
  school_survey: { label: 'アンケート調査など学校の取組により発見', group: 'staff' },
  self_report: { label: '本人からの訴え', group: 'others' },
  own_parent: { label: '当該児童生徒（本人）の保護者からの訴え', group: 'others' },
  other_pupil: { label: '児童生徒（本人を除く）からの情報', group: 'others' },
  other_parent: { label: '保護者（本人の保護者を除く）からの情報', group: 'others' },
  community: { label: '地域の住民からの情報', group: 'others' },
  outside_agency: { label: '学校以外の関係機関（相談機関等含む）からの情報', group: 'others' },
  other: { label: 'その他（匿名による投書など）', group: 'others' },
} as const satisfies Record<string, { label: string; group: keyof typeof DISCOVERY_GROUPS }>;
export type BullyingDiscovery = keyof typeof BULLYING_DISCOVERIES;
export const BULLYING_DISCOVERY_CODES = Object.keys(BULLYING_DISCOVERIES) as [BullyingDiscovery, ...BullyingDiscovery[]];

/** Where a case was opened from (issue 26 item 1). */
export const CASE_ORIGINS = {
  bullying_alert: 'いじめアンケートのアラート',
  teacher_observation: '教職員の観察',
  talk_request: '話したい',
  parent_report: '保護者からの訴え',
} as const;
export type CaseOrigin = keyof typeof CASE_ORIGINS;
export const CASE_ORIGIN_CODES = Object.keys(CASE_ORIGINS) as [CaseOrigin, ...CaseOrigin[]];

/** States: 対応中 → 解消に向けた取組中 → 解消, or → 重大事態 from any open state. */
export const CASE_STATES = {
  responding: '対応中',
  working_to_resolve: '解消に向けた取組中',
  resolved: '解消',
  serious: '重大事態',
} as const;
export type CaseState = keyof typeof CASE_STATES;
export const CASE_STATE_CODES = Object.keys(CASE_STATES) as [CaseState, ...CaseState[]];
/** A case counts as open (listed, watched) in these states. */
export const OPEN_CASE_STATES: readonly CaseState[] = ['responding', 'working_to_resolve'];

/**
 * MEXT's 解消 condition (いじめの防止等のための基本的な方針): the acts have stopped for at least 3
 * months, and the affected pupil is confirmed not to suffer from them. Both are recorded.
 */
export const RESOLVE_AFTER_MONTHS = 3;

/**
 * The no-action reminder (issue 26 item 4, decision 073): an open case whose last activity (the
 * newest action's date, or 認知日 without actions) is this many days before today reminds its
 * teacher once per gap, and the case list marks it.
 */
export const NO_ACTION_REMINDER_DAYS = 14;

/** Japanese messages of the case API. */
export const CASE_MESSAGES = {
  formsRequired: 'いじめの態様を1つ以上選んでください',
  involvedIsAffected: '被害児童生徒を関係児童生徒に含めることはできません',
  recognizedInFuture: '認知日に未来の日付は指定できません',
  sheetOfOtherPupil: 'このアンケート回答は被害児童生徒のものではありません',
  closed: 'この事案は解消または重大事態として終わっています。状態は変更できません。',
  sameState: '事案はすでにこの状態です',
  backToResponding: '解消に向けた取組中から対応中には戻せません',
  actsStoppedRequired: '解消にするには、いじめの行為が止んだ日を記録してください',
  actsStoppedBeforeRecognized: '行為が止んだ日は認知日より前にできません',
  actsStoppedInFuture: '行為が止んだ日に未来の日付は指定できません',
  tooEarly: (earliest: string) => `解消にできるのは、行為が止んでから少なくとも3か月経過した後です（${earliest.replaceAll('-', '/')}以降）`,
  distressInFuture: '苦痛がないことを確認した日に未来の日付は指定できません',
  distressRequired: '解消にするには、被害児童生徒が心身の苦痛を感じていないことを確認し、その確認を記録してください',
  actionRequired: '対応の内容を入力してください',
  claimRecorded: '重大な被害の申立てはすでに記録されています',
  claimInFuture: '申立ての日に未来の日付は指定できません',
  claimBeforeRecognized: '申立ての日は認知日より前にできません',
  actionInFuture: '対応日に未来の日付は指定できません',
  actionBeforeRecognized: '対応日は認知日より前にできません',
} as const;

/** POST /api/teachers/bullying_cases: opens a case (認知). */
export const createCaseBodySchema = z
  .object({
    /** The affected pupil (被害児童生徒). */
    studentId: idSchema,
    /** 認知日, YYYY-MM-DD, not in the future. */
    recognizedOn: dateKeySchema,
    origin: z.enum(CASE_ORIGIN_CODES),
    /** The bullying sheet (questionnaire answer) the case comes from, for origin bullying_alert. */
    questionnaireAnswerId: idSchema.optional(),
    forms: z.array(z.enum(BULLYING_FORM_CODES)).min(1, { message: CASE_MESSAGES.formsRequired }).max(BULLYING_FORM_CODES.length),
    discovery: z.enum(BULLYING_DISCOVERY_CODES),
    /** Other pupils involved (加害・関係児童生徒), of this school. */
    otherStudentIds: z.array(idSchema).max(50).default([]),
    /** What was recognised, in the teacher's words. */
    summary: longTextSchema.default(''),
  })
  .strict();
export type CreateCaseBody = z.input<typeof createCaseBodySchema>;

/** POST /api/teachers/bullying_cases/:id/actions: one action (対応) with its date. */
export const addActionBodySchema = z
  .object({
    actedOn: dateKeySchema,
    content: longTextSchema.refine((s) => s.length > 0, { message: CASE_MESSAGES.actionRequired }),
  })
  .strict();
export type AddActionBody = z.infer<typeof addActionBodySchema>;

/**
 * POST /api/teachers/bullying_cases/:id/state: a state change. To 解消 both conditions must be
 * recorded here or before: `actsStoppedOn` (≥ 3 months ago) and `distressConfirmedOn` with its note.
 */
export const changeStateBodySchema = z
  .object({
    state: z.enum(CASE_STATE_CODES),
    /** The day the acts stopped (行為が止んだ日). */
    actsStoppedOn: dateKeySchema.optional(),
    /** The day the affected pupil's lack of distress was confirmed (面談等で確認). */
    distressConfirmedOn: dateKeySchema.optional(),
    /** How it was confirmed (本人・保護者との面談など). */
    distressNote: longTextSchema.optional(),
  })
  .strict();
export type ChangeStateBody = z.infer<typeof changeStateBodySchema>;

export const casesQuerySchema = z
  .object({
    /** open (default): 対応中 and 解消に向けた取組中; all: every case. */
    filter: z.enum(['open', 'all']).default('open'),
    studentId: idSchema.optional(),
  })
  .strict();
export const caseIdParamsSchema = z.object({ id: idSchema }).strict();

/**
 * 重大事態 watch (issue 26 item 3, docs/decisions/061-serious-case-watch.md): the affected pupil's
 * 欠席 days since 認知 from the register, with warnings at these counts; 30 is the 不登校重大事態
 * candidate (いじめ防止対策推進法 第28条第1項第2号, 「相当の期間」 = 年間30日を目安).
 */
export const ABSENCE_WARNING_DAYS = [15, 20, 30] as const;
export const SERIOUS_ABSENCE_DAYS = 30;
/**
 * Absence reasons that are not 欠席 for the watch (they are 出席停止・忌引等の日数 in the register
 * of 指導要録): 出席停止, 忌引, 特欠, 学級閉鎖. An absence without a reason counts.
 */
export const NOT_ABSENCE_REASONS = ['suspension', 'bereavement', 'special', 'classroom_closed'] as const;

/** Who claimed serious harm (児童生徒や保護者からの申立て): the guidance treats it as a 重大事態 candidate at once. */
export const CLAIMANTS = { pupil: '児童生徒本人', parent: '保護者' } as const;
export type Claimant = keyof typeof CLAIMANTS;
export const CLAIMANT_CODES = Object.keys(CLAIMANTS) as [Claimant, ...Claimant[]];

/** POST /api/teachers/bullying_cases/:id/serious_claim: records a claim of serious harm (once per case). */
export const seriousClaimBodySchema = z
  .object({
    claimedOn: dateKeySchema,
    claimant: z.enum(CLAIMANT_CODES),
    /** What was claimed, in the teacher's words. */
    note: longTextSchema.default(''),
  })
  .strict();
export type SeriousClaimBody = z.input<typeof seriousClaimBodySchema>;

/** The watch of one case. */
export const caseWatchSchema = z.object({
  /** 欠席 days of the affected pupil from 認知日 to today (see NOT_ABSENCE_REASONS). */
  absenceDays: z.number(),
  /** The warnings reached, with the day each fired (the date of the 15th, 20th, 30th 欠席). */
  warnings: z.array(z.object({ days: z.number(), firedOn: z.string() })),
  claim: z.object({ claimedOn: z.string(), claimant: z.enum(CLAIMANT_CODES), note: z.string() }).nullable(),
  /** A 重大事態 candidate: a claim, or 30 days of 欠席. */
  candidate: z.boolean(),
  /** Since when: the earlier of the claim's date and the 30th 欠席; null when not a candidate. */
  candidateSince: z.string().nullable(),
});
export type CaseWatch = z.infer<typeof caseWatchSchema>;

const pupilSchema = z.object({ id: z.number(), name: z.string(), klassName: z.string().nullable() });

/** One case in the list (staff only; names are shown to teachers of the school only). */
export const caseSummarySchema = z.object({
  id: z.number(),
  state: z.enum(CASE_STATE_CODES),
  recognizedOn: z.string(),
  /** Days since 認知 (today − 認知日, in the school's time zone). */
  daysSinceRecognized: z.number(),
  affected: pupilSchema,
  forms: z.array(z.enum(BULLYING_FORM_CODES)),
  discovery: z.enum(BULLYING_DISCOVERY_CODES),
  /** The newest action's date, null without actions. */
  lastActedOn: z.string().nullable(),
  /** Days since the last activity (newest action, or 認知日 without actions); ≥ NO_ACTION_REMINDER_DAYS on an open case is marked. */
  daysWithoutAction: z.number(),
  /** The day the no-action reminder of the current gap was mailed (Japan time), null when none was. */
  noActionRemindedOn: z.string().nullable(),
  watch: caseWatchSchema,
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseActionSchema = z.object({ id: z.number(), actedOn: z.string(), teacherName: z.string(), content: z.string(), createdAt: z.string() });
export type CaseAction = z.infer<typeof caseActionSchema>;

/** One case with everything recorded. */
export const caseDetailSchema = caseSummarySchema.extend({
  origin: z.enum(CASE_ORIGIN_CODES),
  questionnaireAnswerId: z.number().nullable(),
  summary: z.string(),
  others: z.array(pupilSchema),
  actsStoppedOn: z.string().nullable(),
  distressConfirmedOn: z.string().nullable(),
  distressNote: z.string().nullable(),
  /** The first day 解消 may be recorded (actsStoppedOn + 3 months), null until actsStoppedOn is known. */
  resolvableFrom: z.string().nullable(),
  createdByName: z.string(),
  actions: z.array(caseActionSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** `dateKey` + `months` calendar months (YYYY-MM-DD; the 31st of a shorter month becomes its last day). */
export function addMonths(dateKey: string, months: number): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** One 重大事態 candidate or warning of a board's schools (no pupil names: the board sees the case, the school the pupil). */
export const boardCandidateSchema = z.object({
  caseId: z.number(),
  schoolId: z.number(),
  schoolName: z.string(),
  gradeName: z.string().nullable(),
  recognizedOn: z.string(),
  state: z.enum(CASE_STATE_CODES),
  watch: caseWatchSchema,
});
export type BoardCandidate = z.infer<typeof boardCandidateSchema>;

/**
 * The board's bullying survey (issue 26 item 4, decision 060 "The survey"): the bullying tables of
 * MEXT's 児童生徒の問題行動・不登校等生徒指導上の諸課題に関する調査 for a 年度, pre-filled from the cases,
 * for the board or one of its schools. Columns are the school types; 構成比 is a percent of the
 * 認知件数 (態様 may add up to more than 100 %: a case counts in each of its 態様).
 */
export const bullyingSurveyQuerySchema = z
  .object({
    /** 年度 (April start). */
    year: z.coerce.number().int().min(2000).max(2100),
    /** One school of the board; the whole board without it. */
    schoolId: idSchema.optional(),
  })
  .strict();
export type BullyingSurveyQuery = z.infer<typeof bullyingSurveyQuerySchema>;

/**
 * GET /api/local_governments/bullying_survey/excel: the board's working copy (default, every count
 * as is) or the published copy (`copy=published`: small-group suppression, decision 074).
 */
export const bullyingSurveyExcelQuerySchema = bullyingSurveyQuerySchema.extend({ copy: z.enum(['working', 'published']).optional() }).strict();
export type BullyingSurveyExcelQuery = z.infer<typeof bullyingSurveyExcelQuerySchema>;

export const SURVEY_TABLES = {
  grades: '1 いじめの認知件数（学年別）',
  forms: '2 いじめの態様（複数回答可）',
  discoveries: '3 いじめの発見のきっかけ',
  resolution: '4 いじめの解消状況',
  serious: '5 重大事態の発生件数',
  notAttending: '6 不登校児童生徒数（年間30日以上の欠席、学年別）',
} as const;
export type SurveyTableId = keyof typeof SURVEY_TABLES;

/** The rows of table 4 (MEXT: 解消しているもの / 解消に向けて取組中 / その他, the last left to the board). */
export const RESOLUTION_ROWS = { resolved: '解消しているもの', in_progress: '解消に向けて取組中', other: 'その他' } as const;

export const surveyRowSchema = z.object({
  /** What the row counts (a grade name, a 態様 code, a きっかけ code, a resolution row, 'serious', 'total'). */
  key: z.string(),
  label: z.string(),
  /** Cases per school type (keys of SCHOOL_TYPES). */
  counts: z.record(z.string(), z.number()),
  total: z.number(),
  /** Percent of the 認知件数 (one decimal), null where the survey has none. */
  percent: z.number().nullable(),
  /** True for a row the survey asks for that the product cannot fill (the board fills it in). */
  manual: z.boolean(),
});
export type SurveyRow = z.infer<typeof surveyRowSchema>;

export const bullyingSurveySchema = z.object({
  year: z.number(),
  schoolId: z.number().nullable(),
  /** The 認知件数 of the year (cases recognised in it). */
  total: z.number(),
  tables: z.array(
    z.object({ id: z.enum(['grades', 'forms', 'discoveries', 'resolution', 'serious', 'notAttending']), title: z.string(), rows: z.array(surveyRowSchema) }),
  ),
});
export type BullyingSurvey = z.infer<typeof bullyingSurveySchema>;

/** GET /api/local_governments/bullying_survey/cases: the cases behind one cell (a row, optionally one school type). */
export const surveyCasesQuerySchema = bullyingSurveyQuerySchema
  .extend({
    table: z.enum(['grades', 'forms', 'discoveries', 'resolution', 'serious']),
    /** The row's key (SurveyRow.key). */
    key: z.string().min(1).max(100),
    schoolType: z.enum(['elementary', 'junior_high', 'compulsory', 'special_needs', 'high']).optional(),
  })
  .strict();
export type SurveyCasesQuery = z.infer<typeof surveyCasesQuerySchema>;

/** One case behind a survey cell (no pupil names). */
export const surveyCaseSchema = z.object({
  caseId: z.number(),
  schoolName: z.string(),
  gradeName: z.string().nullable(),
  recognizedOn: z.string(),
  state: z.enum(CASE_STATE_CODES),
  forms: z.array(z.enum(BULLYING_FORM_CODES)),
  discovery: z.enum(BULLYING_DISCOVERY_CODES),
});
export type SurveyCase = z.infer<typeof surveyCaseSchema>;

/**
 * GET /api/local_governments/bullying_survey/pupils (issue 26 item 3, decision 074): the pupils
 * behind one cell of the 不登校 table — a grade (SurveyRow.key, or 'total') and optionally one
 * school type.
 */
export const surveyPupilsQuerySchema = bullyingSurveyQuerySchema
  .extend({
    key: z.string().min(1).max(100),
    schoolType: z.enum(['elementary', 'junior_high', 'compulsory', 'special_needs', 'high']).optional(),
  })
  .strict();
export type SurveyPupilsQuery = z.infer<typeof surveyPupilsQuerySchema>;

/**
 * One pupil behind a 不登校 cell: school, grade, and the register's 欠席日数 and 出席しなければならない
 * 日数 of the 年度 so far (registerTotals, decision 066). No name: the board sees no pupil names on
 * its own pages (the school holds them).
 */
export const surveyPupilSchema = z.object({
  schoolName: z.string(),
  gradeName: z.string().nullable(),
  absentDays: z.number(),
  requiredDays: z.number(),
});
export type SurveyPupil = z.infer<typeof surveyPupilSchema>;
