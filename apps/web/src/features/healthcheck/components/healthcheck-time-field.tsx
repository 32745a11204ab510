import { Group, NativeSelect, Text } from '@mantine/core';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { timeChoices, type ItemValue } from '../healthcheck-form.ts';
import classes from './healthcheck.module.css';
import { useSchoolText } from '../../../components/ui/school-text.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

export interface HealthcheckTimeFieldProps {
  item: HealthcheckItem;
  value: Extract<ItemValue, { type: 'time' }>;
  /** The id of the first select (the error summary focuses it). */
  id: string;
  label: ReactNode;
  description: ReactNode;
  error?: string;
  /** The rendered error line (its id is what the fieldset is described by). */
  errorText: ReactNode;
  onChange: (next: ItemValue) => void;
}

/**
 * A time item of the health observation (spec §5): 午前/午後 with hours 0–11 and minutes every 10 on
 * a 12-hour clock, hours 0–23 and minutes every 15 on a 24-hour one; each select starts blank and a
 * missing part is marked when the item is refused (student.common.enterAll.required).
 */
export function HealthcheckTimeField({ item, value, id, label, description, error, errorText, onChange }: HealthcheckTimeFieldProps) {
  const { t } = useTranslation();
  const { rich, plain } = useTextRenderer();
  const errorId = `${id}-error`;
  const format = item.timeFormat ?? '24h';
  const { hours, minutes } = timeChoices(format);
  const name = plain(useSchoolText()(item.label, item.translations).text);
  const blank = { value: '', label: '--' };
  const selectStyles = { input: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700, minHeight: 44 } };
  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>{label}</legend>
      {description ? (
        <Text size="sm" c="gray.7">
          {description}
        </Text>
      ) : null}
      <Group gap="xs" mt="xs" align="center" wrap="wrap">
        {format === '12h' ? (
          <NativeSelect
            id={id}
            size="md"
            w={104}
            aria-label={plain(t('student.healthcheck.time.period', { label: name }))}
            value={value.period}
            error={error && !value.period ? true : undefined}
            data={[blank, { value: 'am', label: plain(t('student.healthcheck.time.am')) }, { value: 'pm', label: plain(t('student.healthcheck.time.pm')) }]}
            onChange={(event) => onChange({ ...value, period: event.currentTarget.value as '' | 'am' | 'pm' })}
            styles={selectStyles}
          />
        ) : null}
        <Group gap={6} wrap="nowrap" align="center">
          <NativeSelect
            id={format === '12h' ? undefined : id}
            size="md"
            w={86}
            aria-label={plain(t('student.healthcheck.time.hourOf', { label: name }))}
            value={value.hour}
            error={error && value.hour === '' ? true : undefined}
            data={[blank, ...hours.map((h) => ({ value: String(h), label: String(h) }))]}
            onChange={(event) => onChange({ ...value, hour: event.currentTarget.value })}
            styles={selectStyles}
          />
          <Text size="lg" fw={700} aria-hidden="true">
            {rich(t('student.healthcheck.time.hour'))}
          </Text>
          <NativeSelect
            size="md"
            w={86}
            aria-label={plain(t('student.healthcheck.time.minuteOf', { label: name }))}
            value={value.minute}
            error={error && value.minute === '' ? true : undefined}
            data={[blank, ...minutes.map((m) => ({ value: String(m), label: pad(m) }))]}
            onChange={(event) => onChange({ ...value, minute: event.currentTarget.value })}
            styles={selectStyles}
          />
          <Text size="lg" fw={700} aria-hidden="true">
            {rich(t('student.healthcheck.time.minute'))}
          </Text>
        </Group>
      </Group>
      {errorText}
    </fieldset>
  );
}
