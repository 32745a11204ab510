import type { AlertLevel, QuestionAlertRule, QuestionnaireKind } from './questionnaires.ts';

/**
 * Validated scales scored exactly as published (issue 11 item 4, docs/decisions/021). Each scale is
 * its items (single-select questions in order), its options with the published item scores, the
 * total as published, the published bands, and the alert level each band raises (our choice,
 * recorded in decision 021). Licensed wording is never shipped: WHO-5-J and PHQ-A items and
 * options are placeholders the school replaces once it holds permission.
 *
 * Sources:
 * - K6 Japanese version: Furukawa TA, Kawakami N, Saitoh M, et al. The performance of the Japanese
 *   version of the K6 and K10 in the World Mental Health Survey Japan. Int J Methods Psychiatr Res.
 *   2008;17(3):152–158. Kessler RC, et al. Psychol Med. 2002;32:959–976 (the K6). Items scored 0–4,
 *   total 0–24. Bands 0–4 / 5–9 / 10–12 / 13+ as used in Japan (国民生活基礎調査 reports the K6 in
 *   these bands; 13+ is Furukawa et al.'s and Kessler et al.'s cut-off for serious psychological distress,
 *   5+ and 10+ are the cut-offs reported for mood/anxiety disorder screening, e.g. Sakurai K, et al.
 *   Psychiatry Clin Neurosci. 2011;65:434–441).
 * - WHO-5: WHO Regional Office for Europe. Wellbeing measures in primary health care: the DepCare
 *   project. 1998; Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a
 *   systematic review of the literature. Psychother Psychosom. 2015;84:167–176. Items scored 0–5,
 *   raw 0–25, percentage = raw × 4; raw < 13 indicates poor wellbeing; percentage ≤ 28 (raw ≤ 7)
 *   indicates likely depression (Topp et al.). Japanese version WHO-5-J: Awata S, et al. Psychiatry
 *   Clin Neurosci. 2007;61:112–119 (licensed: wording not shipped).
 * - PHQ-A: Johnson JG, Harris ES, Spitzer RL, Williams JBW. The Patient Health Questionnaire for
 *   Adolescents. J Adolesc Health. 2002;30:196–204 (the PHQ-9 modified for adolescents); severity
 *   bands of the PHQ-9: Kroenke K, Spitzer RL, Williams JBW. J Gen Intern Med. 2001;16:606–613:
 *   0–4 minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe. Items scored
 *   0–3. Item 9 (thoughts of being better off dead or of self-harm) ≥ 1 always needs follow-up: here
 *   it always raises third_stage (a question alert rule, so it shows on the row that matched).
 */

export const SCALE_KINDS = ['k6', 'who5', 'phqa'] as const;
export type ScaleKind = (typeof SCALE_KINDS)[number];

/** True for the questionnaire kinds that are validated scales. */
export const isScaleKind = (kind: QuestionnaireKind): kind is ScaleKind => (SCALE_KINDS as readonly string[]).includes(kind);

/** A published band: totals min..max (both included) and the alert level it raises. */
export interface ScaleBand {
  key: string;
  name: string;
  min: number;
  max: number;
  level: AlertLevel;
}

export interface ScaleDefinition {
  kind: ScaleKind;
  title: string;
  /** The instruction shown above the items (the group title). */
  instruction: string;
  source: string;
  /** True when the item wording is licensed and the template ships placeholders. */
  licensed: boolean;
  items: readonly string[];
  /** Options of every item in display order with their published scores. */
  options: readonly { text: string; score: number }[];
  /** Rules on single items (0-based item index → rules), e.g. PHQ-A item 9. */
  itemRules: Readonly<Record<number, readonly QuestionAlertRule[]>>;
  bands: readonly ScaleBand[];
  maxTotal: number;
}

const placeholderItems = (count: number, name: string) =>
  Array.from({ length: count }, (_, i) => `${name} 項目${i + 1}（使用許諾を得た日本語版の文言を入力してください）`);

/** K6 Japanese version (Furukawa et al. 2008): free to use, so its published Japanese wording ships. */
export const K6: ScaleDefinition = {
  kind: 'k6',
  title: 'K6（こころの状態についての質問）',
  instruction: '過去30日の間にどれくらいの頻度で次のことがありましたか。',
  source: 'Furukawa TA, et al. Int J Methods Psychiatr Res. 2008;17(3):152–158（K6日本語版）',
  licensed: false,
  items: [
    '神経過敏に感じましたか',
    '絶望的だと感じましたか',
    'そわそわ、落ち着かなく感じましたか',
    '気分が沈み込んで、何が起こっても気が晴れないように感じましたか',
    '何をするのも骨折りだと感じましたか',
    '自分は価値のない人間だと感じましたか',
  ],
  options: [
    { text: 'まったくない', score: 0 },
    { text: '少しだけ', score: 1 },
    { text: 'ときどき', score: 2 },
    { text: 'たいてい', score: 3 },
    { text: 'いつも', score: 4 },
  ],
  itemRules: {},
  bands: [
    { key: 'k6_0_4', name: '0〜4点', min: 0, max: 4, level: 'normal' },
    { key: 'k6_5_9', name: '5〜9点', min: 5, max: 9, level: 'first_stage' },
    { key: 'k6_10_12', name: '10〜12点', min: 10, max: 12, level: 'second_stage' },
    { key: 'k6_13_plus', name: '13点以上', min: 13, max: 24, level: 'second_stage_plus' },
  ],
  maxTotal: 24,
};

/** WHO-5 (WHO 1998; Topp et al. 2015): scoring and bands only; the WHO-5-J wording is licensed. */
export const WHO5: ScaleDefinition = {
  kind: 'who5',
  title: 'WHO-5（精神的健康状態）',
  instruction: '最近2週間のあなたの状態に最も近いものを選んでください。（学校が使用許諾を得た文言に置き換えてください）',
  source: 'WHO Regional Office for Europe 1998; Topp CW, et al. Psychother Psychosom. 2015;84:167–176; 日本語版 Awata S, et al. 2007',
  licensed: true,
  items: placeholderItems(5, 'WHO-5'),
  options: [5, 4, 3, 2, 1, 0].map((score) => ({ text: `${score}点の選択肢（文言を入力してください）`, score })),
  itemRules: {},
  bands: [
    { key: 'who5_likely_depression', name: '素点7以下（うつ状態の可能性）', min: 0, max: 7, level: 'second_stage' },
    { key: 'who5_poor', name: '素点13未満（精神的健康状態が低い）', min: 8, max: 12, level: 'first_stage' },
    { key: 'who5_good', name: '素点13以上', min: 13, max: 25, level: 'normal' },
  ],
  maxTotal: 25,
};

/** PHQ-A (Johnson et al. 2002) with PHQ-9 bands (Kroenke et al. 2001): scoring and bands only; wording licensed. */
export const PHQA: ScaleDefinition = {
  kind: 'phqa',
  title: 'PHQ-A（気分についての質問）',
  instruction: '過去2週間に、次のことにどのくらい悩まされましたか。（学校が使用許諾を得た文言に置き換えてください）',
  source: 'Johnson JG, et al. J Adolesc Health. 2002;30:196–204; Kroenke K, et al. J Gen Intern Med. 2001;16:606–613',
  licensed: true,
  items: placeholderItems(9, 'PHQ-A'),
  options: [0, 1, 2, 3].map((score) => ({ text: `${score}点の選択肢（文言を入力してください）`, score })),
  itemRules: { 8: [{ when: 'score_at_least', threshold: 1, level: 'third_stage' }] },
  bands: [
    { key: 'phqa_minimal', name: '0〜4点（最小限）', min: 0, max: 4, level: 'normal' },
    { key: 'phqa_mild', name: '5〜9点（軽度）', min: 5, max: 9, level: 'first_stage' },
    { key: 'phqa_moderate', name: '10〜14点（中等度）', min: 10, max: 14, level: 'second_stage' },
    { key: 'phqa_moderately_severe', name: '15〜19点（やや重度）', min: 15, max: 19, level: 'second_stage_plus' },
    { key: 'phqa_severe', name: '20〜27点（重度）', min: 20, max: 27, level: 'third_stage' },
  ],
  maxTotal: 27,
};

export const SCALES: Record<ScaleKind, ScaleDefinition> = { k6: K6, who5: WHO5, phqa: PHQA };

/** The band of a total (null outside the scale's range). */
export function scaleBandOf(scale: ScaleDefinition, total: number): ScaleBand | null {
  return scale.bands.find((b) => total >= b.min && total <= b.max) ?? null;
}

/** Every band name by key, for the teacher's views (e.g. k6_13_plus → 13点以上). */
export const SCALE_BAND_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(SCALES).flatMap((s) => s.bands.map((b) => [b.key, `${s.title.split('（')[0]} ${b.name}`])),
);

/** The published total and band of a scale sheet. */
export interface ScaleResult {
  score: number;
  band: ScaleBand | null;
}

/**
 * Scores a sheet of a scale: the sum of the chosen options' scores of its items, as published
 * (`itemScores`: each item's score, null when unanswered). Returns null unless every item is
 * answered (a published total needs all items; the student form marks them required).
 */
export function scoreScale(scale: ScaleDefinition, itemScores: readonly (number | null)[]): ScaleResult | null {
  if (itemScores.length < scale.items.length || itemScores.some((s) => s === null)) return null;
  const score = (itemScores as number[]).reduce((sum, s) => sum + s, 0);
  return { score, band: scaleBandOf(scale, score) };
}

/** WHO-5 percentage score (raw × 4, 0–100), as published. */
export const who5Percentage = (raw: number): number => raw * 4;
