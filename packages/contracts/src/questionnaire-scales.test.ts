import { describe, expect, it } from 'vitest';
import { evaluateSheet } from './questionnaire-alert-rules.ts';
import { K6, PHQA, scaleBandOf, scoreScale, WHO5, who5Percentage } from './questionnaire-scales.ts';

/** The validated scales scored as published (issue 11 item 4; sources in questionnaire-scales.ts and decision 021). */
describe('K6 Japanese version (Furukawa et al. 2008)', () => {
  it('ships the six published Japanese items with the five options scored 0–4', () => {
    expect(K6.items).toHaveLength(6);
    expect(K6.items[1]).toBe('絶望的だと感じましたか');
    expect(K6.options.map((o) => [o.text, o.score])).toEqual([
      ['まったくない', 0],
      ['少しだけ', 1],
      ['ときどき', 2],
      ['たいてい', 3],
      ['いつも', 4],
    ]);
  });

  it.each([
    [[0, 0, 0, 0, 0, 0], 0, 'k6_0_4', 'normal'],
    [[1, 1, 1, 1, 0, 0], 4, 'k6_0_4', 'normal'],
    [[1, 1, 1, 1, 1, 0], 5, 'k6_5_9', 'first_stage'],
    [[2, 2, 2, 2, 1, 0], 9, 'k6_5_9', 'first_stage'],
    [[2, 2, 2, 2, 2, 0], 10, 'k6_10_12', 'second_stage'],
    [[2, 2, 2, 2, 2, 2], 12, 'k6_10_12', 'second_stage'],
    [[3, 2, 2, 2, 2, 2], 13, 'k6_13_plus', 'second_stage_plus'],
    [[4, 4, 4, 4, 4, 4], 24, 'k6_13_plus', 'second_stage_plus'],
  ])('items %j total %i: band %s raising %s (0–4 / 5–9 / 10–12 / 13+)', (items, total, band, level) => {
    const result = scoreScale(K6, items);
    expect(result?.score).toBe(total);
    expect(result?.band?.key).toBe(band);
    expect(result?.band?.level).toBe(level);
  });

  it('gives no total while an item is unanswered', () => {
    expect(scoreScale(K6, [4, 4, 4, 4, 4, null])).toBeNull();
    expect(scoreScale(K6, [4, 4, 4])).toBeNull();
  });
});

describe('WHO-5 (WHO 1998; Topp et al. 2015)', () => {
  it('ships no licensed wording: items and options are placeholders; options score 5 down to 0', () => {
    expect(WHO5.licensed).toBe(true);
    expect(WHO5.items.every((t) => t.includes('使用許諾'))).toBe(true);
    expect(WHO5.options.map((o) => o.score)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it.each([
    [[5, 5, 5, 5, 5], 25, 100, 'who5_good'],
    [[3, 3, 3, 2, 2], 13, 52, 'who5_good'],
    [[3, 3, 2, 2, 2], 12, 48, 'who5_poor'],
    [[2, 2, 2, 1, 1], 8, 32, 'who5_poor'],
    [[2, 2, 1, 1, 1], 7, 28, 'who5_likely_depression'],
    [[0, 0, 0, 0, 0], 0, 0, 'who5_likely_depression'],
  ])('raw %j = %i, percentage %i (raw × 4): %s (raw < 13 poor wellbeing, ≤ 28% likely depression)', (items, raw, percent, band) => {
    const result = scoreScale(WHO5, items)!;
    expect(result.score).toBe(raw);
    expect(who5Percentage(result.score)).toBe(percent);
    expect(result.band?.key).toBe(band);
  });
});

describe('PHQ-A (Johnson et al. 2002; PHQ-9 bands of Kroenke et al. 2001)', () => {
  it.each([
    [0, 'phqa_minimal', 'normal'],
    [4, 'phqa_minimal', 'normal'],
    [5, 'phqa_mild', 'first_stage'],
    [9, 'phqa_mild', 'first_stage'],
    [10, 'phqa_moderate', 'second_stage'],
    [14, 'phqa_moderate', 'second_stage'],
    [15, 'phqa_moderately_severe', 'second_stage_plus'],
    [19, 'phqa_moderately_severe', 'second_stage_plus'],
    [20, 'phqa_severe', 'third_stage'],
    [27, 'phqa_severe', 'third_stage'],
  ])('total %i: %s raising %s (0–4 / 5–9 / 10–14 / 15–19 / 20–27)', (total, band, level) => {
    expect(scaleBandOf(PHQA, total)?.key).toBe(band);
    expect(scaleBandOf(PHQA, total)?.level).toBe(level);
  });

  it('any answer ≥ 1 on item 9 raises third_stage even when the total is minimal', () => {
    const options = PHQA.options.map((o, i) => ({ ...o, id: 100 + i }));
    const questions = PHQA.items.map((_, i) => ({ id: i + 1, formType: 'single_select_row' as const, options, alertRules: [...(PHQA.itemRules[i] ?? [])] }));
    const answer = (questionId: number, score: number) => ({ questionId, text: null, questionOptionId: 100 + score, questionOptionIds: [], score });
    const scores = [0, 0, 0, 0, 0, 0, 0, 0, 1];
    const total = scoreScale(PHQA, scores)!;
    expect(total.score).toBe(1);
    expect(total.band?.level).toBe('normal');
    const sheet = evaluateSheet(
      questions,
      scores.map((s, i) => answer(i + 1, s)),
      total.band!.level,
    );
    expect(sheet.alertLevel).toBe('third_stage');
    expect(sheet.matched.get(9)).toBe('third_stage');
    expect(evaluateSheet(questions, [answer(9, 0)]).alertLevel).toBe('normal');
  });
});
