import {
  checkHealthcheckAnswer,
  DEFAULT_TEMPERATURE,
  formatNumber,
  HEALTHCHECK_MESSAGES,
  timeStartValue,
  type HealthcheckItem,
} from '@sukoyaka/contracts/healthcheck';

/**
 * The student's health observation form as plain data (spec §5 validation rules; issue 3). The
 * rules themselves are the contract's (`checkHealthcheckAnswer`, `timeStartValue`, `formatNumber`,
 * `DEFAULT_TEMPERATURE`), so the form and the API judge an answer the same way.
 */
export type FormItem = Pick<HealthcheckItem, 'id' | 'formType' | 'required' | 'initValue' | 'timeFormat' | 'healthcheckOptions'>;

export type ItemValue =
  | { type: 'radio'; value: '' | '0' | '1' }
  | { type: 'checkbox'; value: string[] }
  | { type: 'text'; value: string }
  | { type: 'temperature'; whole: number; tenth: number }
  | { type: 'time'; period: '' | 'am' | 'pm'; hour: string; minute: string };

/** Values by item id (as a string key, so a draft survives JSON). */
export type FormValues = Record<string, ItemValue>;

/** Spec §5: temperature integer part 35–40, one decimal 0–9 (steppers only, typing blocked). */
export const TEMPERATURE_WHOLE = { min: 35, max: 40 } as const;
export const TEMPERATURE_TENTH = { min: 0, max: 9 } as const;

/** Spec §5: 12-hour clock hours 0–11, minutes every 10; 24-hour clock hours 0–23, minutes every 15. */
export function timeChoices(format: '12h' | '24h'): { hours: number[]; minutes: number[] } {
  const [hours, step] = format === '12h' ? [12, 10] : [24, 15];
  return { hours: Array.from({ length: hours }, (_, h) => h), minutes: Array.from({ length: 60 / step }, (_, i) => i * step) };
}

/** The translation key of each contract message (the spec's keys for the three "required" ones). */
export const MESSAGE_KEYS = {
  [HEALTHCHECK_MESSAGES.select]: 'student.common.select.required',
  [HEALTHCHECK_MESSAGES.input]: 'student.common.input.required',
  [HEALTHCHECK_MESSAGES.enterAll]: 'student.common.enterAll.required',
  [HEALTHCHECK_MESSAGES.tooLong]: 'student.healthcheck.tooLong',
  [HEALTHCHECK_MESSAGES.invalid]: 'student.healthcheck.invalid',
} as const;
export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

const pad = (n: number | string) => String(n).padStart(2, '0');
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function temperatureOf(text: string | null | undefined): { whole: number; tenth: number } {
  const match = /^(\d{1,2})(?:\.(\d))?/.exec(text ?? '') ?? /^(\d{1,2})(?:\.(\d))?/.exec(DEFAULT_TEMPERATURE)!;
  return {
    whole: clamp(Number(match[1]), TEMPERATURE_WHOLE.min, TEMPERATURE_WHOLE.max),
    tenth: clamp(Number(match[2] ?? 0), TEMPERATURE_TENTH.min, TEMPERATURE_TENTH.max),
  };
}

function timeOf(text: string, format: '12h' | '24h'): Extract<ItemValue, { type: 'time' }> {
  const match = /^(\d{1,2}):(\d{2})$/.exec(timeStartValue(text));
  const [hour24, minute] = match ? [Number(match[1]), Number(match[2])] : [7, 0];
  const step = format === '12h' ? 10 : 15;
  // A start value between two steps (an initial value of 21:05) starts at the step before it.
  const snapped = minute - (minute % step);
  if (format === '24h') return { type: 'time', period: '', hour: String(hour24 % 24), minute: String(snapped) };
  return { type: 'time', period: hour24 >= 12 ? 'pm' : 'am', hour: String(hour24 % 12), minute: String(snapped) };
}

/**
 * The value an item starts with (spec §5): today's saved answer when there is one; otherwise the
 * item's initial value, with the defaults 35.2 (temperature) and 7:00 (time, also when the value
 * is missing, contains "undefined" or is 12:00). Radios start unanswered so that a child really
 * chooses; a required checkbox with no prior answer starts with its first option ticked.
 */
export function initialValue(item: FormItem, saved: string | undefined): ItemValue {
  switch (item.formType) {
    case 'radio':
      return { type: 'radio', value: saved === '0' || saved === '1' ? saved : '' };
    case 'checkbox': {
      const names = item.healthcheckOptions.map((o) => o.name);
      if (saved !== undefined) {
        try {
          const picked: unknown = JSON.parse(saved);
          if (Array.isArray(picked)) return { type: 'checkbox', value: names.filter((n) => picked.includes(n)) };
        } catch {
          // An unreadable saved answer: start as if there were none.
        }
      }
      const ticked = item.healthcheckOptions.filter((o) => o.checked).map((o) => o.name);
      return { type: 'checkbox', value: ticked.length || !item.required || !names[0] ? ticked : [names[0]] };
    }
    case 'text':
    case 'textarea':
      return { type: 'text', value: saved ?? '' };
    case 'temperature':
      return { type: 'temperature', ...temperatureOf(saved ?? item.initValue ?? DEFAULT_TEMPERATURE) };
    case 'time':
      return timeOf(saved ?? item.initValue ?? '', item.timeFormat ?? '24h');
  }
}

/** The starting values of the whole form, from today's saved answers (by item id) if any. */
export function initialValues(items: FormItem[], saved: Map<number, string>): FormValues {
  return Object.fromEntries(items.map((item) => [String(item.id), initialValue(item, saved.get(item.id))]));
}

/**
 * The answer string the API expects (spec §5): radio '1' (あり) / '0' (なし); checkbox a JSON list
 * of option names; temperature rounded to 2 decimals without a trailing .00 (36.0 → '36'); time
 * 'am HH:mm' / 'pm HH:mm' on the 12-hour clock and 'HH:mm' on the 24-hour one, with "undefined"
 * for a part not chosen (which the rules refuse for a required item).
 */
export function answerOf(item: FormItem, value: ItemValue): string {
  switch (value.type) {
    case 'radio':
      return value.value;
    case 'checkbox':
      return JSON.stringify(item.healthcheckOptions.map((o) => o.name).filter((n) => value.value.includes(n)));
    case 'text':
      return value.value;
    case 'temperature':
      return formatNumber(value.whole + value.tenth / 10);
    case 'time': {
      const hour = value.hour === '' ? 'undefined' : pad(value.hour);
      const minute = value.minute === '' ? 'undefined' : pad(value.minute);
      if ((item.timeFormat ?? '24h') === '24h') return `${hour}:${minute}`;
      return `${value.period || 'undefined'} ${hour}:${minute}`;
    }
  }
}

/**
 * Checks every item with the contract's rules. Returns the answers to send and, by item id, the
 * translation key of each field's message.
 */
export function validateForm(
  items: (FormItem & { id: number })[],
  values: FormValues,
): {
  answers: { healthcheckItemId: number; answer: string }[];
  errors: Record<string, MessageKey>;
} {
  const answers: { healthcheckItemId: number; answer: string }[] = [];
  const errors: Record<string, MessageKey> = {};
  for (const item of items) {
    const value = values[String(item.id)] ?? initialValue(item, undefined);
    const answer = answerOf(item, value);
    const result = checkHealthcheckAnswer(item, answer);
    if (!result.ok) errors[String(item.id)] = MESSAGE_KEYS[result.message as keyof typeof MESSAGE_KEYS] ?? 'student.healthcheck.invalid';
    answers.push({ healthcheckItemId: item.id, answer });
  }
  return { answers, errors };
}

/** Keeps only draft values whose kind matches the item (items may have changed since). */
export function mergeDraft(items: FormItem[], base: FormValues, draft: unknown): FormValues {
  if (!draft || typeof draft !== 'object') return base;
  const merged: FormValues = { ...base };
  for (const item of items) {
    const key = String(item.id);
    const value = (draft as Record<string, ItemValue | undefined>)[key];
    if (value && value.type === base[key]?.type) merged[key] = value;
  }
  return merged;
}
