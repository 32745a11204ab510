import { describe, expect, it } from 'vitest';
import { checkHealthcheckAnswer, formatNumber, timeStartValue, type HealthcheckItem } from './healthcheck.ts';

const item = (over: Partial<HealthcheckItem>): HealthcheckItem => ({
  id: 1,
  abbreviation: 'x',
  label: 'x',
  remarks: null,
  formType: 'text',
  required: false,
  initValue: null,
  timeFormat: null,
  healthcheckOptions: [],
  hidden: false,
  translations: {},
  ...over,
});

describe('health observation answers (spec §5)', () => {
  it('temperature: 35–40 with one decimal, always valid from the stepper, flagged from 37', () => {
    const t = item({ formType: 'temperature' });
    expect(checkHealthcheckAnswer(t, '')).toEqual({ ok: true, answer: '35.2', alert: false });
    expect(checkHealthcheckAnswer(t, '36.9')).toEqual({ ok: true, answer: '36.9', alert: false });
    expect(checkHealthcheckAnswer(t, '37.0')).toEqual({ ok: true, answer: '37', alert: true });
    expect(checkHealthcheckAnswer(t, '40.9')).toMatchObject({ ok: true, alert: true });
    expect(checkHealthcheckAnswer(t, '34.9')).toMatchObject({ ok: false });
    expect(checkHealthcheckAnswer(t, '41.0')).toMatchObject({ ok: false });
    expect(checkHealthcheckAnswer(t, '36.55')).toMatchObject({ ok: false });
  });

  it('radio: 1 あり / 0 なし, flagged when different from its initial value; required needs a choice', () => {
    const headache = item({ formType: 'radio', initValue: '0', required: true });
    expect(checkHealthcheckAnswer(headache, '1')).toEqual({ ok: true, answer: '1', alert: true });
    expect(checkHealthcheckAnswer(headache, '0')).toEqual({ ok: true, answer: '0', alert: false });
    expect(checkHealthcheckAnswer(headache, '')).toEqual({ ok: false, message: '選択してください' });
    expect(checkHealthcheckAnswer(headache, '2')).toMatchObject({ ok: false });
    const breakfast = item({ formType: 'radio', initValue: '1' });
    expect(checkHealthcheckAnswer(breakfast, '0')).toMatchObject({ alert: true });
  });

  it('text and textarea: at most 500 characters, flagged when not empty; required must not be blank', () => {
    const comment = item({ formType: 'textarea' });
    expect(checkHealthcheckAnswer(comment, '')).toEqual({ ok: true, answer: '', alert: false });
    expect(checkHealthcheckAnswer(comment, ' 咳が出る ')).toEqual({ ok: true, answer: '咳が出る', alert: true });
    expect(checkHealthcheckAnswer(comment, 'あ'.repeat(501))).toEqual({ ok: false, message: '500文字以内で入力してください' });
    expect(checkHealthcheckAnswer(item({ formType: 'text', required: true }), '   ')).toEqual({ ok: false, message: '入力してください' });
  });

  it('checkbox: options of the item only; required needs one ticked', () => {
    const symptoms = item({
      formType: 'checkbox',
      required: true,
      healthcheckOptions: [
        { name: '咳', checked: false },
        { name: '鼻水', checked: false },
      ],
    });
    expect(checkHealthcheckAnswer(symptoms, '["咳"]')).toEqual({ ok: true, answer: '["咳"]', alert: false });
    expect(checkHealthcheckAnswer(symptoms, '[]')).toEqual({ ok: false, message: '選択してください' });
    expect(checkHealthcheckAnswer(symptoms, '["熱"]')).toMatchObject({ ok: false });
  });

  it('time: 24-hour minutes every 15, 12-hour hours 0–11 minutes every 10, missing parts refused when required', () => {
    const bed24 = item({ formType: 'time', timeFormat: '24h', required: true });
    expect(checkHealthcheckAnswer(bed24, '21:45')).toEqual({ ok: true, answer: '21:45', alert: false });
    expect(checkHealthcheckAnswer(bed24, '21:40')).toMatchObject({ ok: false });
    expect(checkHealthcheckAnswer(bed24, '24:00')).toMatchObject({ ok: false });
    expect(checkHealthcheckAnswer(bed24, 'undefined:30')).toEqual({ ok: false, message: 'すべて入力してください' });
    const wake12 = item({ formType: 'time', timeFormat: '12h' });
    expect(checkHealthcheckAnswer(wake12, 'am 6:50')).toEqual({ ok: true, answer: '06:50', alert: false });
    expect(checkHealthcheckAnswer(wake12, 'pm 9:30')).toEqual({ ok: true, answer: '21:30', alert: false });
    expect(checkHealthcheckAnswer(wake12, 'am 12:00')).toMatchObject({ ok: false });
    expect(checkHealthcheckAnswer(wake12, 'am 6:45')).toMatchObject({ ok: false });
    expect(checkHealthcheckAnswer(wake12, '')).toEqual({ ok: true, answer: '07:00', alert: false });
  });

  it('starts a time item at 7:00 when its value is missing, undefined or 12:00', () => {
    expect(timeStartValue(null)).toBe('07:00');
    expect(timeStartValue('undefined:undefined')).toBe('07:00');
    expect(timeStartValue('12:00')).toBe('07:00');
    expect(timeStartValue('06:30')).toBe('06:30');
  });

  it('rounds numbers to 2 decimals and drops a trailing .00', () => {
    expect(formatNumber(36)).toBe('36');
    expect(formatNumber(35.2)).toBe('35.2');
    expect(formatNumber(36.456)).toBe('36.46');
  });
});
