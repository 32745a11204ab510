import { NativeSelect } from '@mantine/core';
import { ALERT_FILTERS } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';

export interface StatusFilterProps<T extends string> {
  label: string;
  value: T | undefined;
  /** The choices in order, with their labels. */
  options: readonly { value: T; label: string }[];
  /** A first, empty choice meaning "no filter" (spec §9 default labels, e.g. 確認状況を選択する). */
  placeholder?: string;
  onChange: (value: T | undefined) => void;
}

/** A status select of the dashboards' filter bar (spec §9 filter options). */
export function StatusFilter<T extends string>({ label, value, options, placeholder, onChange }: StatusFilterProps<T>) {
  return (
    <NativeSelect
      size="md"
      miw={160}
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const next = options.find((o) => o.value === event.currentTarget.value);
        onChange(next?.value);
      }}
      data={[...(placeholder ? [{ value: '', label: placeholder }] : []), ...options.map((o) => ({ value: o.value, label: o.label }))]}
    />
  );
}

export interface AlertStatusFilterProps {
  value: (typeof ALERT_FILTERS)[number];
  /** すべて is no filter: undefined. */
  onChange: (value: Exclude<(typeof ALERT_FILTERS)[number], 'all'> | undefined) => void;
}

/** The 対応状況 filter of the alert and 話したい lists (spec §9: すべて / 対応済み / 未対応). */
export function AlertStatusFilter({ value, onChange }: AlertStatusFilterProps) {
  const { t } = useTranslation();
  return (
    <StatusFilter
      label={t('teacher.filters.status')}
      value={value}
      options={ALERT_FILTERS.map((v) => ({ value: v, label: t(`teacher.filters.statusOptions.${v}`) }))}
      onChange={(next) => onChange(next === 'all' ? undefined : next)}
    />
  );
}
