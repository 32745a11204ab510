import { DEFAULT_TEMPERATURE, DEFAULT_TIME, timeStartValue, type HealthcheckFormType, type HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { withoutBlanks } from '@sukoyaka/contracts/school-texts';
import { type TranslatedLocale } from '@sukoyaka/contracts/school-text-pick';
import { translationValuesOf } from '../../../components/ui/translation-inputs.tsx';
import type { ContractForm } from '../../../lib/forms/use-contract-form.ts';
import type { HealthcheckItemInput } from '../api/healthcheck-items.ts';

/** The item modal's inputs: the body's fields as typed (options with blank rows, every type's starting value). */
export interface HealthcheckItemValues extends Record<string, unknown> {
  abbreviation: string;
  label: string;
  remarks: string;
  formType: HealthcheckFormType;
  required: boolean;
  initValue: string;
  timeFormat: '12h' | '24h';
  healthcheckOptions: { name: string; checked: boolean }[];
  /** Every other language's label and remarks as typed ('' = Japanese; remarks kept as stored, issue 24 item 3). */
  translations: Record<TranslatedLocale, { label: string; remarks: string }>;
}

export type HealthcheckItemForm = ContractForm<HealthcheckItemValues, HealthcheckItemInput>;

/** Limits of contracts healthcheckItemBodySchema (the inputs' maxLength). */
export const ABBREVIATION_MAX = 10;
export const LABEL_MAX = 100;
export const OPTION_MAX = 50;
export const OPTIONS_MAX = 20;

/** The starting value a type begins with (spec §5 defaults: temperature 35.2, time 7:00; radio なし). */
export function defaultInit(formType: HealthcheckFormType): string {
  if (formType === 'radio') return '0';
  if (formType === 'temperature') return DEFAULT_TEMPERATURE;
  if (formType === 'time') return DEFAULT_TIME;
  return '';
}

/** The inputs for an item being edited, or for a new one (a required なし/あり question). */
export function itemValuesOf(item: HealthcheckItem | null): HealthcheckItemValues {
  if (!item) {
    return {
      abbreviation: '',
      label: '',
      remarks: '',
      formType: 'radio',
      required: true,
      initValue: '0',
      timeFormat: '24h',
      healthcheckOptions: [],
      translations: translationValuesOf({}),
    };
  }
  const initValue = item.formType === 'time' ? timeStartValue(item.initValue) : (item.initValue ?? defaultInit(item.formType));
  return {
    abbreviation: item.abbreviation,
    label: item.label,
    remarks: item.remarks ?? '',
    formType: item.formType,
    required: item.required,
    initValue,
    timeFormat: item.timeFormat ?? '24h',
    healthcheckOptions: item.healthcheckOptions.map((o) => ({ ...o })),
    translations: translationValuesOf(item.translations),
  };
}

/**
 * The body of create / update_healthcheck the inputs stand for: trimmed; a starting value only
 * for なし/あり, temperature and time; the clock only for time; choices only for checkboxes, blank
 * rows dropped.
 */
export function itemBodyOf(values: HealthcheckItemValues): HealthcheckItemInput {
  const withInit = values.formType === 'radio' || values.formType === 'temperature' || values.formType === 'time';
  return {
    abbreviation: values.abbreviation.trim(),
    label: values.label.trim(),
    remarks: values.remarks.trim() || null,
    formType: values.formType,
    required: values.required,
    initValue: withInit ? values.initValue : null,
    timeFormat: values.formType === 'time' ? values.timeFormat : null,
    healthcheckOptions:
      values.formType === 'checkbox' ? values.healthcheckOptions.map((o) => ({ name: o.name.trim(), checked: o.checked })).filter((o) => o.name) : [],
    translations: withoutBlanks(values.translations),
  };
}

export const pad = (n: number) => String(n).padStart(2, '0');
