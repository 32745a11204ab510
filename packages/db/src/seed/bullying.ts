import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AlertLevel, BullyingField, QuestionFormType, TeacherConfirmStatus } from '@sukoyaka/contracts/questionnaires';
import { bullyingAnswerFields, type BullyingFieldSource, type StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import type { Database } from '../client.ts';
import {
  bullyingAnswerFields as bullyingAnswerFieldsTable,
  questionGroups,
  questionnaireAnswers,
  questionnaireDeliveries,
  questionnaireDeliveryGrades,
  questionnaires,
  questionOptions,
  questions,
  studentEnrollments,
} from '../schema/index.ts';
import type { SeededSchool } from './structure.ts';

/**
 * Bullying alerts demo data (issue 12): a bullying survey whose questions feed the spec §3
 * bullying fields, monthly finished deliveries and answers at every alert level in both schools.
 * Also the builders the API tests and `npm run bench -- bullying` insert sheets with.
 */
interface FieldQuestion {
  field: BullyingField;
  formType: QuestionFormType;
  text: string;
  options?: { text: string; score?: number; value?: string }[];
}

/** The survey: one question per bullying field, in answering order. */
export const BULLYING_ALERT_QUESTIONS: FieldQuestion[] = [
  {
    field: 'bullied',
    formType: 'single_select_row',
    text: 'この1か月の間に、いやな思いをしたことはありますか？',
    options: [
      { text: '何度もある', score: 3 },
      { text: 'ときどきある', score: 2 },
      { text: '1回ある', score: 1 },
      { text: 'ない', score: 0 },
    ],
  },
  {
    field: 'whenBullying',
    formType: 'checkbox',
    text: 'それはいつですか？',
    options: [{ text: '休み時間' }, { text: '授業中' }, { text: '登下校中' }, { text: '放課後' }],
  },
  {
    field: 'whereBullying',
    formType: 'checkbox',
    text: 'それはどこですか？',
    options: [{ text: '教室' }, { text: '廊下' }, { text: '校庭' }, { text: 'SNS' }],
  },
  {
    field: 'seen',
    formType: 'single_select_column',
    text: 'まわりの人がいやな思いをしているのを見たことはありますか？',
    options: [
      { text: 'ある', value: 'true' },
      { text: 'ない', value: 'false' },
    ],
  },
  { field: 'seenDetail', formType: 'text', text: 'それはいつ、どこでしたか？' },
  {
    field: 'question',
    formType: 'single_select_column',
    text: '先生と話したいですか？',
    options: [
      { text: 'はい', value: 'true' },
      { text: 'いいえ', value: 'false' },
    ],
  },
  {
    field: 'handshakeDetail',
    formType: 'single_select_column',
    text: 'だれかに相談しましたか？',
    options: [
      { text: '先生に相談した', value: 'handshake_teacher' },
      { text: '家の人に相談した', value: 'handshake_parent' },
      { text: '先生と家の人に相談した', value: 'handshake_both' },
      { text: '相談していない', value: 'no_handshake' },
    ],
  },
  { field: 'freeText', formType: 'long_text', text: '先生に伝えたいことがあれば、自由に書いてください。' },
];

/** A created survey: its id and, per field, the question id and option ids by text. */
export interface BullyingSurvey {
  questionnaireId: number;
  questions: Record<BullyingField, { id: number; options: Map<string, { id: number; score: number }> }>;
}

/** Creates the survey (kind 'bullying') of `schoolId`. */
export async function createBullyingSurvey(db: Database, schoolId: number, title = 'いじめに関するアンケート'): Promise<BullyingSurvey> {
  const [q] = await db
    .insert(questionnaires)
    .values({ schoolId, title, kind: 'bullying', description: 'みなさんが安心して学校生活を送れるようにするためのアンケートです。' })
    .returning({ id: questionnaires.id });
  const [group] = await db
    .insert(questionGroups)
    .values({ questionnaireId: q!.id, title: 'この1か月のこと', sortOrder: 1 })
    .returning({ id: questionGroups.id });
  const rows = await db
    .insert(questions)
    .values(
      BULLYING_ALERT_QUESTIONS.map((x, i) => ({
        questionGroupId: group!.id,
        questionnaireId: q!.id,
        formType: x.formType,
        text: x.text,
        sortOrder: i + 1,
        bullyingField: x.field,
      })),
    )
    .returning({ id: questions.id });
  const survey = { questionnaireId: q!.id, questions: {} } as BullyingSurvey;
  for (const [i, def] of BULLYING_ALERT_QUESTIONS.entries()) {
    const opts = def.options ?? [];
    const inserted = opts.length
      ? await db
          .insert(questionOptions)
          .values(opts.map((o, k) => ({ questionId: rows[i]!.id, text: o.text, score: o.score ?? 0, value: o.value ?? null, sortOrder: k + 1 })))
          .returning({ id: questionOptions.id, text: questionOptions.text, score: questionOptions.score })
      : [];
    survey.questions[def.field] = { id: rows[i]!.id, options: new Map(inserted.map((o) => [o.text, { id: o.id, score: o.score }])) };
  }
  return survey;
}

/** Delivers the survey to `gradeIds` between startAt and finishAt; returns the delivery id. */
export async function deliverBullyingSurvey(
  db: Database,
  opts: { schoolId: number; questionnaireId: number; gradeIds: number[]; startAt: Date; finishAt: Date },
) {
  const [d] = await db
    .insert(questionnaireDeliveries)
    .values({ schoolId: opts.schoolId, questionnaireId: opts.questionnaireId, startAt: opts.startAt, finishAt: opts.finishAt })
    .returning({ id: questionnaireDeliveries.id });
  if (opts.gradeIds.length) await db.insert(questionnaireDeliveryGrades).values(opts.gradeIds.map((gradeId) => ({ questionnaireDeliveryId: d!.id, gradeId })));
  return d!.id;
}

/** What a student answered: option texts per field, texts, and which fields matched a rule. */
export interface BullyingProfile {
  level: AlertLevel;
  choices: Partial<Record<BullyingField, string[]>>;
  texts?: Partial<Record<BullyingField, string>>;
  matched: BullyingField[];
}

const calm = { bullied: ['ない'], seen: ['ない'], question: ['いいえ'], handshakeDetail: ['相談していない'] };

/** One profile per alert level, plus a witness; the seed and tests answer with these. */
export const BULLYING_PROFILES = {
  normal: { level: 'normal', choices: calm, matched: [] },
  first_stage: { level: 'first_stage', choices: { ...calm, bullied: ['1回ある'], whenBullying: ['休み時間'], whereBullying: ['教室'] }, matched: ['bullied'] },
  first_stage_plus: { level: 'first_stage_plus', choices: { ...calm, bullied: ['ときどきある'], question: ['はい'] }, matched: ['bullied', 'question'] },
  second_stage: {
    level: 'second_stage',
    choices: { ...calm, bullied: ['何度もある'], whenBullying: ['休み時間', '放課後'], whereBullying: ['教室', '廊下'], handshakeDetail: ['先生に相談した'] },
    matched: ['bullied'],
  },
  second_stage_plus: {
    level: 'second_stage_plus',
    choices: { ...calm, bullied: ['何度もある'], whenBullying: ['登下校中'], whereBullying: ['SNS'], question: ['はい'] },
    matched: ['bullied', 'question'],
  },
  third_stage: {
    level: 'third_stage',
    choices: {
      ...calm,
      bullied: ['何度もある'],
      whenBullying: ['休み時間'],
      whereBullying: ['校庭'],
      question: ['はい'],
      handshakeDetail: ['家の人に相談した'],
    },
    texts: { freeText: 'たたかれて、学校に行くのがこわいです。' },
    matched: ['bullied', 'question', 'freeText'],
  },
  witness: { level: 'normal', choices: { ...calm, seen: ['ある'] }, texts: { seenDetail: '昼休みに廊下で' }, matched: [] },
} satisfies Record<string, BullyingProfile>;
export type BullyingProfileName = keyof typeof BULLYING_PROFILES;

/** One sheet to insert: the student, the profile (or 'answering' for a sheet not finished). */
export interface BullyingSheetPlan {
  studentId: number;
  profile: BullyingProfileName | 'answering';
  completedAt: Date;
  teacherConfirmStatus?: TeacherConfirmStatus;
}

/** The answers a profile gives on the survey (none for a sheet not finished). */
function profileAnswers(survey: BullyingSurvey, profile: BullyingProfileName | 'answering'): StoredAnswer[] {
  if (profile === 'answering') return [];
  const p: BullyingProfile = BULLYING_PROFILES[profile];
  return BULLYING_ALERT_QUESTIONS.flatMap((def) => {
    const question = survey.questions[def.field];
    const chosen = (p.choices[def.field] ?? []).map((text) => question.options.get(text)!);
    const text = p.texts?.[def.field] ?? null;
    if (!chosen.length && !text) return [];
    const checkbox = def.formType === 'checkbox';
    return [
      {
        questionId: question.id,
        text,
        questionOptionId: checkbox ? null : (chosen[0]?.id ?? null),
        questionOptionIds: checkbox ? chosen.map((c) => c.id) : [],
        score: chosen.length ? chosen.reduce((sum, c) => sum + c.score, 0) : null,
        matchedLevel: p.matched.includes(def.field) ? p.level : null,
      },
    ];
  }).sort((a, b) => a.questionId - b.questionId);
}

/**
 * Inserts sheets of one delivery in bulk (each sheet with its answers, and its bullying fields
 * computed as the answering path does: bullyingAnswerFields); returns the sheet ids in plan order.
 */
export async function insertBullyingSheets(
  db: Database,
  survey: BullyingSurvey,
  where: { schoolId: number; deliveryId: number },
  plans: BullyingSheetPlan[],
): Promise<number[]> {
  if (!plans.length) return [];
  const answers = plans.map((p) => profileAnswers(survey, p.profile));
  const sheets = await db
    .insert(questionnaireAnswers)
    .values(
      plans.map((p, i) => ({
        questionnaireDeliveryId: where.deliveryId,
        studentId: p.studentId,
        schoolId: where.schoolId,
        consent: 'agreed' as const,
        status: p.profile === 'answering' ? ('answering' as const) : ('completed' as const),
        startedAt: p.completedAt,
        completedAt: p.profile === 'answering' ? null : p.completedAt,
        alertLevel: p.profile === 'answering' ? ('normal' as const) : BULLYING_PROFILES[p.profile].level,
        teacherConfirmStatus: p.teacherConfirmStatus ?? 'unconfirmed',
        answers: answers[i]!,
      })),
    )
    .returning({ id: questionnaireAnswers.id });
  const source = await bullyingFieldSource(db, survey.questionnaireId);
  const fields = sheets.flatMap((sheet, i) => {
    const values = bullyingAnswerFields(source, answers[i]!);
    return values ? [{ questionnaireAnswerId: sheet.id, ...values }] : [];
  });
  for (let i = 0; i < fields.length; i += 2000) await db.insert(bullyingAnswerFieldsTable).values(fields.slice(i, i + 2000));
  return sheets.map((s) => s.id);
}

/** What bullyingAnswerFields reads of a questionnaire: its questions' fields and its options. */
async function bullyingFieldSource(db: Database, questionnaireId: number): Promise<BullyingFieldSource> {
  const questionRows = await db
    .select({ id: questions.id, bullyingField: questions.bullyingField })
    .from(questions)
    .where(eq(questions.questionnaireId, questionnaireId));
  const options = questionRows.length
    ? await db
        .select({
          id: questionOptions.id,
          questionId: questionOptions.questionId,
          text: questionOptions.text,
          value: questionOptions.value,
          sortOrder: questionOptions.sortOrder,
        })
        .from(questionOptions)
        .where(
          inArray(
            questionOptions.questionId,
            questionRows.map((q) => q.id),
          ),
        )
    : [];
  return { questions: questionRows, options };
}

/** The student ids of a class by 出席番号. */
export async function studentIdsOfKlass(db: Database, klassId: number): Promise<number[]> {
  const rows = await db
    .select({ id: studentEnrollments.studentId })
    .from(studentEnrollments)
    .where(and(eq(studentEnrollments.klassId, klassId)))
    .orderBy(asc(studentEnrollments.studentNumber));
  return rows.map((r) => r.id);
}

/**
 * The rotation of demo answers, 60 sheets long (issue 24 item 11: a distribution a school would
 * see, not equal counts per level): 43 該当なし, 2 witnesses, 4 第1段階, 2 第1段階＋, 2 第2段階,
 * 1 第2段階＋, 1 第3段階 (under 2 %), 2 unfinished and 3 not answered. Every school of a few hundred
 * pupils still has every level in every delivery.
 */
const ROTATION: (BullyingProfileName | 'answering' | null)[] = (() => {
  const rare: [number, BullyingProfileName | 'answering' | null][] = [
    [3, 'first_stage'],
    [7, null],
    [9, 'witness'],
    [12, 'second_stage'],
    [16, 'first_stage'],
    [20, 'answering'],
    [23, 'first_stage_plus'],
    [27, null],
    [30, 'first_stage'],
    [33, 'second_stage_plus'],
    [37, 'witness'],
    [41, 'third_stage'],
    [44, 'first_stage'],
    [47, null],
    [50, 'second_stage'],
    [53, 'answering'],
    [57, 'first_stage_plus'],
  ];
  const rotation: (BullyingProfileName | 'answering' | null)[] = Array.from({ length: 60 }, () => 'normal');
  for (const [at, profile] of rare) rotation[at] = profile;
  return rotation;
})();

/** The board journey's answer (e2e/local-government/board-bullying.spec.ts): the last class's 2番 raised second_stage in the newest delivery. */
const BOARD_JOURNEY = { studentIndex: 1, profile: 'second_stage' } as const;

/** The journey class's newest sheets (1番…5番): its 3番 raised second_stage. */
const JOURNEY_PROFILES: (BullyingProfileName | 'answering' | null)[] = ['normal', 'witness', 'second_stage', 'first_stage', 'normal'];

/**
 * Demo (issue 12 item 9): in each school a bullying survey delivered monthly (three finished
 * deliveries, the last ending yesterday, so no student is prompted) with answers at every level,
 * most of them 該当なし (ROTATION).
 * The third class from the end (みなみ小 5年2組) is the journey's: its 3番 raised second_stage in
 * the newest delivery; no other journey uses that class.
 */
export async function seedBullying(db: Database, schools: SeededSchool[], now = new Date()): Promise<void> {
  const day = 86_400_000;
  for (const school of schools) {
    const survey = await createBullyingSurvey(db, school.id);
    const gradeIds = [...new Set(school.klasses.map((k) => k.gradeId))];
    for (const [m, ago] of [61, 31, 10].entries()) {
      const startAt = new Date(now.getTime() - ago * day);
      const deliveryId = await deliverBullyingSurvey(db, {
        schoolId: school.id,
        questionnaireId: survey.questionnaireId,
        gradeIds,
        startAt,
        finishAt: new Date(now.getTime() - (ago - 9) * day),
      });
      for (const [k, klass] of school.klasses.entries()) {
        const ids = await studentIdsOfKlass(db, klass.id);
        const plans = ids.flatMap((studentId, i): BullyingSheetPlan[] => {
          const journey =
            m === 2 && k === school.klasses.length - 3
              ? JOURNEY_PROFILES[i]
              : m === 2 && k === school.klasses.length - 1 && i === BOARD_JOURNEY.studentIndex
                ? BOARD_JOURNEY.profile
                : undefined;
          const profile = journey ?? ROTATION[(i + k + m) % ROTATION.length]!;
          if (!profile) return [];
          const confirmed = m < 2 && profile !== 'answering' && profile !== 'normal' ? ('person_in_charge_confirmed' as const) : undefined;
          return [{ studentId, profile, completedAt: new Date(startAt.getTime() + (i + 1) * 3_600_000), teacherConfirmStatus: confirmed }];
        });
        await insertBullyingSheets(db, survey, { schoolId: school.id, deliveryId }, plans);
      }
    }
  }
}

/** Sheets of `deliveryId` for these students (tests). */
export async function sheetsOf(db: Database, deliveryId: number, studentIds: number[]) {
  return db
    .select()
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.questionnaireDeliveryId, deliveryId), inArray(questionnaireAnswers.studentId, studentIds)));
}
