import type { QuestionnaireTemplateDefinition } from '@sukoyaka/contracts/questionnaire-templates';
import type { BullyingField, QuestionAlertRule, QuestionFormType, QuestionnaireKind } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '../client.ts';
import { questionGroups, questionnaireDeliveries, questionnaireDeliveryGrades, questionnaires, questionOptions, questions } from '../schema/index.ts';

/**
 * A questionnaire as written by hand (or from a template, templateDefinition): pages (question
 * groups) of questions with scored options, and optionally alert rules, bullying fields and option
 * values (decision 021).
 */
export interface QuestionnaireDefinition {
  title: string;
  description?: string;
  kind?: QuestionnaireKind;
  needsConsent: boolean;
  consentText?: string;
  groups: {
    title?: string;
    questions: {
      formType: QuestionFormType;
      text: string;
      required?: boolean;
      options?: { text: string; score?: number; value?: string | null }[];
      alertRules?: QuestionAlertRule[];
      bullyingField?: BullyingField | null;
    }[];
  }[];
}

/** A template (packages/contracts questionnaire-templates) as a seed definition. */
export function templateDefinition(template: QuestionnaireTemplateDefinition, title = template.title): QuestionnaireDefinition {
  return {
    title,
    description: template.description,
    kind: template.kind,
    needsConsent: template.needsConsent,
    consentText: template.consentText ?? undefined,
    groups: template.questionsGroups.map((g) => ({ title: g.title ?? undefined, questions: g.questions })),
  };
}

/** Demo: みなみ小学校's short school-life survey, in words a 1st grader can read (no consent). */
export const SCHOOL_LIFE_SURVEY: QuestionnaireDefinition = {
  title: '学校生活アンケート',
  description: 'がっこうの せいかつに ついて おしえてね。',
  needsConsent: false,
  groups: [
    {
      title: 'がっこうの こと',
      questions: [
        {
          formType: 'single_select_row',
          text: 'がっこうは たのしいですか？',
          required: true,
          options: [
            { text: 'とても たのしい', score: 0 },
            { text: 'たのしい', score: 1 },
            { text: 'あまり たのしくない', score: 2 },
            { text: 'たのしくない', score: 3 },
          ],
        },
        {
          formType: 'single_select_column',
          text: 'やすみじかんは だれと すごす ことが おおいですか？',
          required: true,
          options: [{ text: 'ともだちと' }, { text: 'ひとりで' }, { text: 'せんせいと' }, { text: 'そのほか' }],
        },
      ],
    },
    {
      title: 'きもちの こと',
      questions: [
        {
          formType: 'checkbox',
          text: 'こまって いる ことは ありますか？',
          options: [
            { text: 'べんきょう', score: 1 },
            { text: 'ともだち', score: 1 },
            { text: 'からだの こと', score: 1 },
            { text: 'いえの こと', score: 1 },
            { text: 'とくに ない' },
          ],
        },
        { formType: 'text', text: 'すきな じかんや きょうかを おしえてね。' },
        { formType: 'long_text', text: 'せんせいに つたえたい ことが あれば かいてね。' },
      ],
    },
  ],
};

/** Demo: きた中学校's bullying survey; students answer only after agreeing to the consent text. */
export const BULLYING_SURVEY: QuestionnaireDefinition = {
  title: 'いじめに関するアンケート',
  description: 'みなさんが安心して学校生活を送れるようにするためのアンケートです。',
  needsConsent: true,
  consentText:
    'このアンケートの回答は、担任の先生と学校の担当の先生だけが読みます。ほかの生徒や、あなたの許可なくほかの人に知らせることはありません。必須の質問のほかは、答えたくない質問は空欄のままでかまいません。',
  groups: [
    {
      title: 'この1か月のこと',
      questions: [
        {
          formType: 'single_select_row',
          text: 'この1か月の間に、いやな思いをしたことはありますか？',
          required: true,
          options: [
            { text: '何度もある', score: 3 },
            { text: 'ときどきある', score: 2 },
            { text: '1回ある', score: 1 },
            { text: 'ない', score: 0 },
          ],
        },
        {
          formType: 'checkbox',
          text: 'それはどんなことですか？（あてはまるものすべて）',
          options: [
            { text: '悪口を言われた', score: 1 },
            { text: '仲間はずれにされた', score: 1 },
            { text: 'たたかれた・けられた', score: 2 },
            { text: '物をかくされた・こわされた', score: 1 },
            { text: 'SNSでいやなことを書かれた', score: 1 },
          ],
        },
      ],
    },
    {
      title: 'まわりのこと',
      questions: [
        {
          formType: 'single_select_column',
          text: 'まわりの人がいやな思いをしているのを見たことはありますか？',
          required: true,
          options: [{ text: 'ある', score: 1 }, { text: 'ない' }, { text: 'わからない' }],
        },
        { formType: 'text', text: 'それはいつ、どこでしたか？' },
        { formType: 'long_text', text: '先生に伝えたいことがあれば、自由に書いてください。' },
      ],
    },
  ],
};

/**
 * Creates a questionnaire from its definition and delivers it to `gradeIds` of the school between
 * `startAt` and `finishAt`. A handful of inserts; returns the delivery's id.
 */
export async function deliverQuestionnaire(
  db: Database,
  opts: { schoolId: number; gradeIds: number[]; definition: QuestionnaireDefinition; startAt: Date; finishAt: Date },
): Promise<number> {
  const { definition: def } = opts;
  const [questionnaire] = await db
    .insert(questionnaires)
    .values({
      schoolId: opts.schoolId,
      title: def.title,
      description: def.description ?? null,
      kind: def.kind ?? 'custom',
      needsConsent: def.needsConsent,
      consentText: def.consentText ?? null,
    })
    .returning({ id: questionnaires.id });
  const questionnaireId = questionnaire!.id;
  for (const [g, group] of def.groups.entries()) {
    const [groupRow] = await db
      .insert(questionGroups)
      .values({ questionnaireId, title: group.title ?? null, sortOrder: g + 1 })
      .returning({ id: questionGroups.id });
    const questionRows = await db
      .insert(questions)
      .values(
        group.questions.map((q, i) => ({
          questionGroupId: groupRow!.id,
          questionnaireId,
          formType: q.formType,
          text: q.text,
          required: q.required ?? false,
          sortOrder: i + 1,
          alertRules: q.alertRules ?? [],
          bullyingField: q.bullyingField ?? null,
        })),
      )
      .returning({ id: questions.id });
    const optionRows = group.questions.flatMap((q, i) =>
      (q.options ?? []).map((o, k) => ({ questionId: questionRows[i]!.id, text: o.text, score: o.score ?? 0, value: o.value ?? null, sortOrder: k + 1 })),
    );
    if (optionRows.length) await db.insert(questionOptions).values(optionRows);
  }
  const [delivery] = await db
    .insert(questionnaireDeliveries)
    .values({ schoolId: opts.schoolId, questionnaireId, startAt: opts.startAt, finishAt: opts.finishAt })
    .returning({ id: questionnaireDeliveries.id });
  if (opts.gradeIds.length)
    await db.insert(questionnaireDeliveryGrades).values(opts.gradeIds.map((gradeId) => ({ questionnaireDeliveryId: delivery!.id, gradeId })));
  return delivery!.id;
}
