import type { AddQuestionsBody, DeliveryQuestionGroups } from '@sukoyaka/contracts/questionnaire-deliveries';
import type { QuestionAlertRule, QuestionFormType } from '@sukoyaka/contracts/questionnaires';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';

/** An option being edited: the score as typed (checked by the server: an integer). */
export interface DraftOption {
  key: string;
  text: string;
  score: string;
  value: string | null;
  /** The option in other languages (decision 075), as loaded and edited; sent back on save. */
  translations: SchoolTextTranslations;
}

/** A question being edited; `alertRules` option indexes point into `options` (kept in step on reorder / delete). */
export interface DraftQuestion {
  key: string;
  formType: QuestionFormType;
  text: string;
  /** The question in other languages (decision 075), as loaded and edited; sent back on save. */
  translations: SchoolTextTranslations;
  required: boolean;
  options: DraftOption[];
  alertRules: QuestionAlertRule[];
  bullyingField: DeliveryQuestionGroups['questionsGroups'][number]['questions'][number]['bullyingField'];
}

/** A page (question group) being edited. */
export interface DraftPage {
  key: string;
  title: string;
  /** The page title in other languages (decision 075), as loaded; sent back on save. */
  translations: SchoolTextTranslations;
  questions: DraftQuestion[];
}

let counter = 0;
/** A key for a new row (React keys only; never sent). */
export const newKey = () => `k${++counter}`;

export const isSelectType = (formType: QuestionFormType) => formType !== 'text' && formType !== 'long_text';

/** A blank question of `formType` (selects start with two empty options). */
export function blankQuestion(formType: QuestionFormType = 'single_select_column'): DraftQuestion {
  const options = isSelectType(formType) ? [0, 1].map(() => ({ key: newKey(), text: '', score: '0', value: null, translations: {} })) : [];
  return { key: newKey(), formType, text: '', translations: {}, required: false, options, alertRules: [], bullyingField: null };
}

export const blankPage = (): DraftPage => ({ key: newKey(), title: '', translations: {}, questions: [blankQuestion()] });

/** The editor's draft of a stored question set (an empty set starts with one blank page). */
export function draftFrom(groups: DeliveryQuestionGroups['questionsGroups']): DraftPage[] {
  if (groups.length === 0) return [blankPage()];
  return groups.map((g) => ({
    key: newKey(),
    title: g.title ?? '',
    translations: g.translations ?? {},
    questions: g.questions.map((q) => ({
      key: newKey(),
      formType: q.formType,
      text: q.text,
      translations: q.translations ?? {},
      required: q.required,
      options: q.options.map((o) => ({ key: newKey(), text: o.text, score: String(o.score), value: o.value, translations: o.translations ?? {} })),
      alertRules: q.alertRules,
      bullyingField: q.bullyingField,
    })),
  }));
}

/** A typed score as the API takes it: the number, or null for anything that is not one (the server names the field). */
function scoreValue(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return (Number.isFinite(n) ? n : null) as number;
}

/** POST …/add_questions body from the draft (order = display order); translations go back too, as add_questions replaces the set (decision 075). */
export function bodyFrom(pages: DraftPage[]): AddQuestionsBody {
  return {
    questionsGroups: pages.map((p) => ({
      title: p.title.trim() || null,
      translations: p.translations,
      questions: p.questions.map((q) => ({
        formType: q.formType,
        text: q.text,
        translations: q.translations,
        required: q.required,
        options: isSelectType(q.formType)
          ? q.options.map((o) => ({ text: o.text, score: scoreValue(o.score), value: o.value, translations: o.translations }))
          : [],
        alertRules: q.alertRules,
        bullyingField: q.bullyingField,
      })),
    })),
  };
}

/** `list` with item `index` moved by `delta` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Rules after options were reordered or deleted: `map[old] = new` index, or -1 when deleted. Rules left without options go. */
function remapRules(rules: QuestionAlertRule[], map: number[]): QuestionAlertRule[] {
  return rules.flatMap((rule): QuestionAlertRule[] => {
    if (rule.when !== 'option_chosen') return [rule];
    const optionIndexes = rule.optionIndexes.map((i) => map[i] ?? -1).filter((i) => i >= 0);
    return optionIndexes.length ? [{ ...rule, optionIndexes }] : [];
  });
}

/** Moves option `index` by `delta`, keeping the question's option rules on the same options. */
export function moveOption(q: DraftQuestion, index: number, delta: number): DraftQuestion {
  const to = index + delta;
  if (to < 0 || to >= q.options.length) return q;
  const map = q.options.map((_, i) => (i === index ? to : i === to ? index : i));
  return { ...q, options: moved(q.options, index, delta), alertRules: remapRules(q.alertRules, map) };
}

/** Removes option `index` and drops it from the question's option rules. */
export function removeOption(q: DraftQuestion, index: number): DraftQuestion {
  const map = q.options.map((_, i) => (i === index ? -1 : i > index ? i - 1 : i));
  return { ...q, options: q.options.filter((_, i) => i !== index), alertRules: remapRules(q.alertRules, map) };
}

/** Changes the form type: text types lose their options and option/score rules, selects keep or get two options. */
export function withFormType(q: DraftQuestion, formType: QuestionFormType): DraftQuestion {
  if (isSelectType(formType)) {
    const options = q.options.length >= 2 ? q.options : [...q.options, ...blankQuestion(formType).options].slice(0, Math.max(2, q.options.length));
    return { ...q, formType, options, alertRules: q.alertRules.filter((r) => r.when !== 'text_written') };
  }
  return { ...q, formType, options: [], alertRules: q.alertRules.filter((r) => r.when === 'text_written') };
}
