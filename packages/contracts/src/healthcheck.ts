import { z } from 'zod';
import { dateKeySchema } from './date-key.ts';
import { HEALTHCHECK_TEXT_MAX, TEMPERATURE_ALERT_THRESHOLD } from './limits.ts';
import { idSchema } from './schools.ts';
import { schoolTextTranslationsOutSchema, schoolTextTranslationsSchema } from './school-texts.ts';

/** Health observation (健康観察) item types of spec §3 and §5. */
export const HEALTHCHECK_FORM_TYPES = ['radio', 'checkbox', 'text', 'textarea', 'temperature', 'time'] as const;
export const healthcheckFormTypeSchema = z.enum(HEALTHCHECK_FORM_TYPES);
export type HealthcheckFormType = z.infer<typeof healthcheckFormTypeSchema>;
/** A time item is asked on a 12-hour (午前/午後, minutes every 10) or 24-hour (minutes every 15) clock. */
export const TIME_FORMATS = ['12h', '24h'] as const;

/** Spec §5 defaults: temperature 35.2, time 7:00. */
export const DEFAULT_TEMPERATURE = '35.2';
export const DEFAULT_TIME = '07:00';

/** A health observation item as the student's form and the teacher's settings see it (spec §3). */
export const healthcheckItemSchema = z.object({
  id: z.number(),
  abbreviation: z.string(),
  label: z.string(),
  remarks: z.string().nullable(),
  formType: healthcheckFormTypeSchema,
  required: z.boolean(),
  initValue: z.string().nullable(),
  timeFormat: z.enum(TIME_FORMATS).nullable(),
  healthcheckOptions: z.array(z.object({ name: z.string(), checked: z.boolean() })),
  hidden: z.boolean(),
  /** The label and remarks in other languages (issue 24 item 3; decision 069). */
  translations: schoolTextTranslationsOutSchema,
});
export type HealthcheckItem = z.infer<typeof healthcheckItemSchema>;

/** A saved answer to one item; `alert` is the spec §5 flag. */
export const healthcheckAnswerDetailSchema = z.object({
  id: z.number(),
  healthcheckItemId: z.number(),
  answer: z.string(),
  alert: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/students/healthcheck: today's form (visible items) and today's answer, if any. */
export const studentHealthcheckSchema = z.object({
  date: dateKeySchema,
  enableSkip: z.boolean(),
  items: z.array(healthcheckItemSchema),
  answer: z.object({ isSkip: z.boolean(), healthcheckAnswerDetails: z.array(healthcheckAnswerDetailSchema) }).nullable(),
});

/** POST /api/students/healthcheck/answer: register, redo (same call again) or skip. */
export const healthcheckAnswerBodySchema = z
  .object({
    isSkip: z.boolean().default(false),
    answers: z
      .array(z.object({ healthcheckItemId: idSchema, answer: z.string().max(HEALTHCHECK_TEXT_MAX * 4) }).strict())
      .max(50)
      .default([]),
    recordedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type HealthcheckAnswerBody = z.infer<typeof healthcheckAnswerBodySchema>;

/** Spec §5 message keys (the web shows them translated; the API sends the Japanese text). */
export const HEALTHCHECK_MESSAGES = {
  select: '選択してください',
  input: '入力してください',
  enterAll: 'すべて入力してください',
  tooLong: `${HEALTHCHECK_TEXT_MAX}文字以内で入力してください`,
  invalid: '正しい値を入力してください',
} as const;

/** Spec §5 numbers: rounded to 2 decimals, trailing .00 dropped (35.20 → 35.2, 36.00 → 36). */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Checks one answer against its item (spec §5) and says whether it raises the teacher's flag:
 * temperature ≥ 37; radio different from its initial value (0 none / 1 present); text non-empty.
 * Returns the normalised answer, or an error message for the field.
 */
export function checkHealthcheckAnswer(
  item: Pick<HealthcheckItem, 'formType' | 'required' | 'initValue' | 'timeFormat' | 'healthcheckOptions'>,
  raw: string | undefined,
): { ok: true; answer: string; alert: boolean } | { ok: false; message: string } {
  const value = (raw ?? '').trim();
  switch (item.formType) {
    case 'radio': {
      if (value === '') return item.required ? { ok: false, message: HEALTHCHECK_MESSAGES.select } : { ok: true, answer: '', alert: false };
      if (value !== '0' && value !== '1') return { ok: false, message: HEALTHCHECK_MESSAGES.invalid };
      return { ok: true, answer: value, alert: value !== (item.initValue ?? '0') };
    }
    case 'checkbox': {
      let picked: unknown;
      try {
        picked = value === '' ? [] : JSON.parse(value);
      } catch {
        return { ok: false, message: HEALTHCHECK_MESSAGES.invalid };
      }
      const names = item.healthcheckOptions.map((o) => o.name);
      if (!Array.isArray(picked) || !picked.every((p) => typeof p === 'string' && names.includes(p)))
        return { ok: false, message: HEALTHCHECK_MESSAGES.invalid };
      if (item.required && picked.length === 0) return { ok: false, message: HEALTHCHECK_MESSAGES.select };
      return { ok: true, answer: JSON.stringify(picked), alert: false };
    }
    case 'text':
    case 'textarea': {
      if (value.length > HEALTHCHECK_TEXT_MAX) return { ok: false, message: HEALTHCHECK_MESSAGES.tooLong };
      if (item.required && value === '') return { ok: false, message: HEALTHCHECK_MESSAGES.input };
      return { ok: true, answer: value, alert: value !== '' };
    }
    case 'temperature': {
      // Integer part 35–40, one decimal 0–9: the stepper cannot leave that range, so it is always valid.
      const m = /^(3[5-9]|40)(?:\.(\d))?$/.exec(value || DEFAULT_TEMPERATURE);
      if (!m) return { ok: false, message: HEALTHCHECK_MESSAGES.invalid };
      const t = Number(`${m[1]}.${m[2] ?? '0'}`);
      return { ok: true, answer: formatNumber(t), alert: t >= TEMPERATURE_ALERT_THRESHOLD };
    }
    case 'time': {
      return checkTime(value, item.timeFormat ?? '24h', item.required);
    }
  }
}

/**
 * Time answers: 24-hour "HH:mm" (hours 0–23, minutes every 15) or 12-hour "am HH:mm" / "pm HH:mm"
 * (hours 0–11, minutes every 10), stored as 24-hour "HH:mm". An empty optional answer takes the
 * 7:00 default; a required one with a missing part is refused (student.common.enterAll.required).
 */
function checkTime(value: string, format: '12h' | '24h', required: boolean): { ok: true; answer: string; alert: boolean } | { ok: false; message: string } {
  if (value === '' || value.includes('undefined')) {
    return required && value.includes('undefined') ? { ok: false, message: HEALTHCHECK_MESSAGES.enterAll } : { ok: true, answer: DEFAULT_TIME, alert: false };
  }
  const m = format === '12h' ? /^(am|pm) (\d{1,2}):(\d{2})$/.exec(value) : /^()(\d{1,2}):(\d{2})$/.exec(value);
  if (!m) return { ok: false, message: HEALTHCHECK_MESSAGES.enterAll };
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  const [maxHour, step] = format === '12h' ? [11, 10] : [23, 15];
  if (hour > maxHour || minute > 59 || minute % step !== 0) return { ok: false, message: HEALTHCHECK_MESSAGES.invalid };
  const h24 = format === '12h' && m[1] === 'pm' ? hour + 12 : hour;
  const answer = `${String(h24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return { ok: true, answer, alert: false };
}

/**
 * The value a time item starts at (spec §5): its saved or initial value, but 7:00 when that is
 * missing, contains "undefined", or is 12:00. Only the starting value falls back; a student's own
 * answer of 12:00 is kept.
 */
export function timeStartValue(value: string | null | undefined): string {
  return !value || value.includes('undefined') || value === '12:00' ? DEFAULT_TIME : value;
}

/** Teacher: POST /api/teachers/healthcheck/create and …/{id}/update_healthcheck. */
export const healthcheckItemBodySchema = z
  .object({
    abbreviation: z.string().trim().min(1, { message: '略称を入力してください' }).max(10, { message: '略称は10文字以内で入力してください' }),
    label: z.string().trim().min(1, { message: '項目名を入力してください' }).max(100),
    remarks: z.string().trim().max(HEALTHCHECK_TEXT_MAX).nullable().optional(),
    formType: healthcheckFormTypeSchema,
    required: z.boolean().default(false),
    initValue: z.string().max(20).nullable().optional(),
    timeFormat: z.enum(TIME_FORMATS).nullable().optional(),
    healthcheckOptions: z
      .array(z.object({ name: z.string().trim().min(1).max(50), checked: z.boolean().default(false) }))
      .max(20)
      .default([]),
    /** Left out: the stored translations stay as they are (issue 24 item 3). */
    translations: schoolTextTranslationsSchema.optional(),
  })
  .strict()
  .refine((b) => b.formType !== 'checkbox' || b.healthcheckOptions.length > 0, { message: '選択肢を1つ以上入力してください', path: ['healthcheckOptions'] })
  .refine((b) => b.formType !== 'radio' || b.initValue === undefined || b.initValue === null || b.initValue === '0' || b.initValue === '1', {
    message: '初期値は「なし(0)」か「あり(1)」です',
    path: ['initValue'],
  });
export type HealthcheckItemBody = z.infer<typeof healthcheckItemBodySchema>;

/** POST /api/teachers/healthcheck/{id}/order: the item's new position (1 = first). */
export const healthcheckOrderBodySchema = z.object({ position: z.coerce.number().int().min(1).max(100) }).strict();
/** POST /api/teachers/healthcheck/{id}/hidden. */
export const healthcheckHiddenBodySchema = z.object({ hidden: z.boolean() }).strict();
