import type { AddQuestionsBody, QuestionInput, QuestionnaireTemplateKey } from './questionnaire-deliveries.ts';
import type { QuestionnaireKind } from './questionnaires.ts';
import { SCALES, type ScaleDefinition } from './questionnaire-scales.ts';

/**
 * Templates a teacher starts a delivery from (issue 11 item 4, docs/decisions/021): the school
 * bullying survey (いじめアンケート) with default alert rules and bullying fields, a school-life
 * survey, and the validated scales (K6, WHO-5, PHQ-A). A template is copied into the school's own
 * questionnaire, then editable until the first answer.
 */
export interface QuestionnaireTemplateDefinition {
  key: QuestionnaireTemplateKey;
  kind: QuestionnaireKind;
  title: string;
  description: string;
  source: string | null;
  licensed: boolean;
  needsConsent: boolean;
  consentText: string | null;
  questionsGroups: AddQuestionsBody['questionsGroups'];
}

const yesNo = (yes: string, no: string) => [
  { text: yes, score: 1, value: 'true' },
  { text: no, score: 0, value: 'false' },
];

const q = (question: Omit<QuestionInput, 'required' | 'options' | 'alertRules'> & Partial<QuestionInput>): QuestionInput => ({
  required: false,
  options: [],
  alertRules: [],
  ...question,
});

/**
 * The bullying survey. Default rules (decision 021): bullied ある → 第2段階; told だれにも話していない
 * → 第2段階＋ (bullied and alone with it); seen ある → 第1段階; wants to talk (question ある, or any
 * handshake other than no_handshake) → 第1段階＋; free text written → 第1段階.
 */
export const BULLYING_TEMPLATE: QuestionnaireTemplateDefinition = {
  key: 'bullying',
  kind: 'bullying',
  title: 'いじめアンケート',
  description: 'いじめ防止対策推進法にもとづく定期的な調査（学期に1回程度）',
  source: null,
  licensed: false,
  needsConsent: true,
  consentText:
    'このアンケートは、みなさんが安心して学校生活を送れるようにするためのものです。答えた内容は先生だけが見ます。正直に答えてください。回答をはじめてよいですか。',
  questionsGroups: [
    {
      title: 'あなたのことについて',
      questions: [
        q({
          formType: 'single_select_column',
          text: 'この学期に入ってから、いじめられたり、いやなことをされたりしたことがありますか。',
          required: true,
          options: yesNo('ある', 'ない'),
          alertRules: [{ when: 'option_chosen', optionIndexes: [0], level: 'second_stage' }],
          bullyingField: 'bullied',
        }),
        q({
          formType: 'checkbox',
          text: '「ある」と答えた人へ：それはいつですか。（あてはまるものすべて）',
          options: ['授業中', '休み時間', '給食・昼食の時間', '登下校中', '放課後', '部活動・クラブ活動中', 'その他'].map((text) => ({ text, score: 0 })),
          bullyingField: 'whenBullying',
        }),
        q({
          formType: 'checkbox',
          text: '「ある」と答えた人へ：それはどこですか。（あてはまるものすべて）',
          options: ['教室', '廊下・階段', 'トイレ', '校庭・体育館', '通学路', 'インターネット・SNS', 'その他'].map((text) => ({ text, score: 0 })),
          bullyingField: 'whereBullying',
        }),
        q({
          formType: 'single_select_column',
          text: '「ある」と答えた人へ：そのことをだれかに話しましたか。',
          options: ['先生に話した', '家の人に話した', '友だちに話した', 'だれにも話していない'].map((text, i) => ({ text, score: i === 3 ? 1 : 0 })),
          alertRules: [{ when: 'option_chosen', optionIndexes: [3], level: 'second_stage_plus' }],
          bullyingField: 'told',
        }),
      ],
    },
    {
      title: 'まわりのことについて',
      questions: [
        q({
          formType: 'single_select_column',
          text: 'この学期に入ってから、ほかの人がいじめられているのを見たり、聞いたりしたことがありますか。',
          required: true,
          options: yesNo('ある', 'ない'),
          alertRules: [{ when: 'option_chosen', optionIndexes: [0], level: 'first_stage' }],
          bullyingField: 'seen',
        }),
        q({ formType: 'long_text', text: '「ある」と答えた人へ：どんなことでしたか。わかる範囲で書いてください。', bullyingField: 'seenDetail' }),
      ],
    },
    {
      title: '先生に伝えたいこと',
      questions: [
        q({
          formType: 'single_select_column',
          text: '先生に相談したいことや、聞いてほしいことはありますか。',
          required: true,
          options: yesNo('ある', 'ない'),
          alertRules: [{ when: 'option_chosen', optionIndexes: [0], level: 'first_stage_plus' }],
          bullyingField: 'question',
        }),
        q({
          formType: 'single_select_column',
          text: 'だれと話したいですか。',
          options: [
            { text: '話さなくてよい', score: 0, value: 'no_handshake' },
            { text: '先生と話したい', score: 1, value: 'handshake_teacher' },
            { text: '家の人と話したい', score: 1, value: 'handshake_parent' },
            { text: '先生と家の人の両方と話したい', score: 1, value: 'handshake_both' },
          ],
          alertRules: [{ when: 'option_chosen', optionIndexes: [1, 2, 3], level: 'first_stage_plus' }],
          bullyingField: 'handshakeDetail',
        }),
        q({
          formType: 'long_text',
          text: 'ほかに、先生に伝えたいことがあれば自由に書いてください。',
          alertRules: [{ when: 'text_written', level: 'first_stage' }],
          bullyingField: 'freeText',
        }),
      ],
    },
  ],
};

const fourScale = (labels: [string, string, string, string]) => labels.map((text, i) => ({ text, score: 3 - i }));

/** A school-life survey (学校生活アンケート): the lowest answer of each item raises 第1段階. */
export const SCHOOL_LIFE_TEMPLATE: QuestionnaireTemplateDefinition = {
  key: 'school_life',
  kind: 'school_life',
  title: '学校生活アンケート',
  description: '学校生活・友だち関係・生活習慣についての調査',
  source: null,
  licensed: false,
  needsConsent: false,
  consentText: null,
  questionsGroups: [
    {
      title: '学校生活について',
      questions: [
        ['学校は楽しいですか。', fourScale(['とても楽しい', 'まあまあ楽しい', 'あまり楽しくない', '楽しくない'])],
        ['授業はわかりますか。', fourScale(['よくわかる', 'だいたいわかる', 'あまりわからない', 'わからない'])],
        ['友だちと仲よく過ごせていますか。', fourScale(['とても仲よく過ごせている', 'まあまあ過ごせている', 'あまり過ごせていない', '過ごせていない'])],
        ['夜はよく眠れていますか。', fourScale(['よく眠れている', 'だいたい眠れている', 'あまり眠れていない', '眠れていない'])],
        ['朝ごはんを食べていますか。', fourScale(['毎日食べている', 'だいたい食べている', 'あまり食べていない', '食べていない'])],
      ].map(([text, options]) =>
        q({
          formType: 'single_select_row',
          text: text as string,
          required: true,
          options: options as { text: string; score: number }[],
          alertRules: [{ when: 'option_chosen', optionIndexes: [3], level: 'first_stage' }],
        }),
      ),
    },
    {
      title: '困っていること',
      questions: [q({ formType: 'long_text', text: '困っていることや、先生に知ってほしいことがあれば書いてください。' })],
    },
  ],
};

/** A scale's template: one page, its items as required single_select_row questions with the published scores. */
export function scaleTemplate(scale: ScaleDefinition): QuestionnaireTemplateDefinition {
  return {
    key: scale.kind,
    kind: scale.kind,
    title: scale.title,
    description: scale.licensed
      ? '採点方法と判定区分のみ。質問文は使用許諾を得たうえで学校が入力してください。'
      : '公開されている日本語版の質問文と採点方法で実施します。',
    source: scale.source,
    licensed: scale.licensed,
    needsConsent: false,
    consentText: null,
    questionsGroups: [
      {
        title: scale.instruction,
        questions: scale.items.map((text, i) =>
          q({
            formType: 'single_select_row',
            text,
            required: true,
            options: scale.options.map((o) => ({ ...o })),
            alertRules: [...(scale.itemRules[i] ?? [])],
          }),
        ),
      },
    ],
  };
}

export const QUESTIONNAIRE_TEMPLATES: Record<QuestionnaireTemplateKey, QuestionnaireTemplateDefinition> = {
  bullying: BULLYING_TEMPLATE,
  school_life: SCHOOL_LIFE_TEMPLATE,
  k6: scaleTemplate(SCALES.k6),
  who5: scaleTemplate(SCALES.who5),
  phqa: scaleTemplate(SCALES.phqa),
};
