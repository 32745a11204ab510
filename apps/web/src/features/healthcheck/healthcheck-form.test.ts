import { describe, expect, it } from 'vitest';
import { describeAnswer } from './answer-text.ts';
import { answerOf, initialValue, initialValues, mergeDraft, timeChoices, validateForm, type FormItem } from './healthcheck-form.ts';

const base: Omit<FormItem, 'id' | 'formType'> = { required: true, initValue: null, timeFormat: null, healthcheckOptions: [] };
const temperature: FormItem = { ...base, id: 1, formType: 'temperature', initValue: '35.2' };
const sleep24: FormItem = { ...base, id: 2, formType: 'time', initValue: '21:00', timeFormat: '24h' };
const wake12: FormItem = { ...base, id: 3, formType: 'time', timeFormat: '12h' };
const headache: FormItem = { ...base, id: 4, formType: 'radio', initValue: '0' };
const symptoms: FormItem = {
  ...base,
  id: 5,
  formType: 'checkbox',
  healthcheckOptions: [
    { name: 'せき', checked: false },
    { name: 'はなみず', checked: false },
  ],
};
const note: FormItem = { ...base, id: 6, formType: 'textarea', required: false };
const word: FormItem = { ...base, id: 7, formType: 'text' };

describe('health observation form (spec §5, issue 3)', () => {
  it('starts temperature at its initial value, else 35.2, split into steppers', () => {
    expect(initialValue(temperature, undefined)).toEqual({ type: 'temperature', whole: 35, tenth: 2 });
    expect(initialValue({ ...temperature, initValue: null }, undefined)).toEqual({ type: 'temperature', whole: 35, tenth: 2 });
    expect(initialValue(temperature, '36.8')).toEqual({ type: 'temperature', whole: 36, tenth: 8 });
    expect(initialValue(temperature, '37')).toEqual({ type: 'temperature', whole: 37, tenth: 0 });
  });

  it('rounds temperatures to 2 decimals and drops a trailing .0', () => {
    expect(answerOf(temperature, { type: 'temperature', whole: 36, tenth: 0 })).toBe('36');
    expect(answerOf(temperature, { type: 'temperature', whole: 35, tenth: 2 })).toBe('35.2');
    expect(answerOf(temperature, { type: 'temperature', whole: 40, tenth: 9 })).toBe('40.9');
  });

  it('starts time at 7:00 when missing, undefined or 12:00', () => {
    expect(initialValue(wake12, undefined)).toEqual({ type: 'time', period: 'am', hour: '7', minute: '0' });
    expect(initialValue(sleep24, undefined)).toEqual({ type: 'time', period: '', hour: '21', minute: '0' });
    expect(initialValue({ ...sleep24, initValue: '12:00' }, undefined)).toMatchObject({ hour: '7', minute: '0' });
    expect(initialValue({ ...sleep24, initValue: 'undefined:00' }, undefined)).toMatchObject({ hour: '7', minute: '0' });
    expect(initialValue(wake12, '19:40')).toEqual({ type: 'time', period: 'pm', hour: '7', minute: '40' });
    expect(initialValue({ ...sleep24, initValue: '21:05' }, undefined)).toMatchObject({ hour: '21', minute: '0' });
  });

  it("answers 'am HH:mm' / 'pm HH:mm' on the 12-hour clock and 'HH:mm' on the 24-hour one", () => {
    expect(answerOf(wake12, { type: 'time', period: 'pm', hour: '9', minute: '30' })).toBe('pm 09:30');
    expect(answerOf(sleep24, { type: 'time', period: '', hour: '21', minute: '45' })).toBe('21:45');
    expect(timeChoices('12h')).toEqual({ hours: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], minutes: [0, 10, 20, 30, 40, 50] });
    expect(timeChoices('24h').hours).toHaveLength(24);
    expect(timeChoices('24h').minutes).toEqual([0, 15, 30, 45]);
  });

  it('pre-ticks the first option of a required checkbox without a prior answer only', () => {
    expect(initialValue(symptoms, undefined)).toEqual({ type: 'checkbox', value: ['せき'] });
    expect(initialValue({ ...symptoms, required: false }, undefined)).toEqual({ type: 'checkbox', value: [] });
    expect(initialValue(symptoms, '["はなみず"]')).toEqual({ type: 'checkbox', value: ['はなみず'] });
    expect(initialValue(symptoms, '[]')).toEqual({ type: 'checkbox', value: [] });
  });

  it('starts radios unanswered, or at today’s saved answer', () => {
    expect(initialValue(headache, undefined)).toEqual({ type: 'radio', value: '' });
    expect(initialValue(headache, '1')).toEqual({ type: 'radio', value: '1' });
  });

  it('gives the spec’s message keys for missing required answers', () => {
    const items = [temperature, sleep24, wake12, headache, symptoms, note, word];
    const values = initialValues(items, new Map());
    values['5'] = { type: 'checkbox', value: [] };
    values['3'] = { type: 'time', period: 'am', hour: '', minute: '10' };
    const { errors, answers } = validateForm(items, values);
    expect(errors).toEqual({
      '3': 'student.common.enterAll.required',
      '4': 'student.common.select.required',
      '5': 'student.common.select.required',
      '7': 'student.common.input.required',
    });
    expect(answers.find((a) => a.healthcheckItemId === 3)?.answer).toBe('am undefined:10');
    expect(answers.find((a) => a.healthcheckItemId === 1)?.answer).toBe('35.2');
  });

  it('refuses more than 500 characters and accepts a complete form', () => {
    const items = [headache, note, word];
    const values = initialValues(items, new Map([[4, '0']]));
    values['6'] = { type: 'text', value: 'あ'.repeat(501) };
    values['7'] = { type: 'text', value: 'げんき' };
    expect(validateForm(items, values).errors).toEqual({ '6': 'student.healthcheck.tooLong' });
    values['6'] = { type: 'text', value: 'あ'.repeat(500) };
    expect(validateForm(items, values).errors).toEqual({});
  });

  it('restores a draft only where the item kind still matches', () => {
    const items = [headache, word];
    const start = initialValues(items, new Map());
    expect(mergeDraft(items, start, { '4': { type: 'radio', value: '1' }, '7': { type: 'radio', value: '1' }, '99': { type: 'text', value: 'x' } })).toEqual({
      '4': { type: 'radio', value: '1' },
      '7': { type: 'text', value: '' },
    });
    expect(mergeDraft(items, start, null)).toBe(start);
  });

  it('reads saved answers back as a child would say them', () => {
    const words = { yes: 'あり', no: 'なし', am: '午前', pm: '午後', separator: '、' };
    expect(describeAnswer(headache, '1', words)).toBe('あり');
    expect(describeAnswer(headache, '0', words)).toBe('なし');
    expect(describeAnswer(symptoms, '["せき","はなみず"]', words)).toBe('せき、はなみず');
    expect(describeAnswer(temperature, '36.5', words)).toBe('36.5℃');
    expect(describeAnswer(wake12, '19:40', words)).toBe('午後 7:40');
    expect(describeAnswer(wake12, 'am 07:10', words)).toBe('午前 7:10');
    expect(describeAnswer(sleep24, '21:45', words)).toBe('21:45');
  });
});
