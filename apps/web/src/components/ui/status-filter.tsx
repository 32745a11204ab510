import { NativeSelect } from '@mantine/core';

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
