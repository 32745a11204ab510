import { Checkbox, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { HEALTHCHECK_TEXT_MAX } from '@sukoyaka/contracts/limits';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { useTranslation } from 'react-i18next';
import { SchoolText, useSchoolText } from '../../../components/ui/school-text.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import type { ItemValue } from '../healthcheck-form.ts';
import { HealthcheckTimeField } from './healthcheck-time-field.tsx';
import { TemperatureField } from './temperature-field.tsx';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

export interface HealthcheckFieldProps {
  item: HealthcheckItem;
  value: ItemValue;
  /** Translated message of the field's error, if any. */
  error?: string;
  onChange: (next: ItemValue) => void;
}

function fieldId(itemId: number): string {
  return `healthcheck-item-${itemId}`;
}

/**
 * One health observation item (spec §3 health-check item, §5 rules): radio あり/なし (1/0), checkbox,
 * text, textarea (≤ 500), temperature steppers, or a time on a 12-hour (午前/午後, every 10 minutes)
 * or 24-hour (every 15 minutes) clock. Teacher-written labels may carry {漢字:よみ} readings.
 */
export function HealthcheckField({ item, value, error, onChange }: HealthcheckFieldProps) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich, plain } = useTextRenderer();
  const pick = useSchoolText();
  const id = fieldId(item.id);
  const errorId = `${id}-error`;
  // Items are the school's own words: in the pupil's language when given, else Japanese marked as such (issue 24 item 3).
  const label = (
    <>
      <SchoolText value={item.label} translations={item.translations} />
      {item.required ? (
        <Text span c="red.9" fw={700} size="md" ml={6}>
          {rich(t('student.healthcheck.required', { context: wording }))}
        </Text>
      ) : null}
    </>
  );
  const description = item.remarks ? <SchoolText value={item.remarks} translations={item.translations} field="remarks" /> : undefined;
  const errorText = error ? (
    <Text id={errorId} c="red.9" fw={600} size="md" mt={6}>
      {rich(error)}
    </Text>
  ) : null;

  switch (value.type) {
    case 'radio':
      return (
        <Radio.Group
          id={id}
          value={value.value}
          onChange={(next) => onChange({ type: 'radio', value: next as '0' | '1' })}
          label={label}
          description={description}
          size="lg"
          aria-describedby={error ? errorId : undefined}
          styles={{ label: { fontWeight: 700 } }}
        >
          <Group mt="xs" gap="sm" grow maw={340}>
            {(['1', '0'] as const).map((choice) => (
              <Radio.Card key={choice} value={choice} radius="md" p="sm" mih={52}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator size="md" />
                  <Text fw={700} size="lg">
                    {rich(t(choice === '1' ? 'student.healthcheck.yes' : 'student.healthcheck.no'))}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
          {errorText}
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          id={id}
          value={value.value}
          onChange={(next) => onChange({ type: 'checkbox', value: next })}
          label={label}
          description={description}
          size="md"
          styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        >
          <Stack gap="sm" mt="xs">
            {item.healthcheckOptions.map((option) => (
              <Checkbox
                key={option.name}
                value={option.name}
                label={rich(option.name)}
                size="md"
                // The label is what a student taps: 44 px high (issue 3).
                styles={{ body: { alignItems: 'center' }, label: { display: 'flex', alignItems: 'center', minHeight: 44 } }}
              />
            ))}
          </Stack>
          {errorText}
        </Checkbox.Group>
      );
    case 'text':
      if (item.formType === 'textarea') {
        return (
          <div>
            <Textarea
              id={id}
              label={label}
              description={description}
              size="md"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={HEALTHCHECK_TEXT_MAX}
              value={value.value}
              onChange={(event) => onChange({ type: 'text', value: event.currentTarget.value })}
              aria-describedby={error ? errorId : undefined}
              error={error ? true : undefined}
              styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
            />
            <Text size="sm" c="gray.7" ta="right" mt={4}>
              {rich(t('student.healthcheck.count', { count: value.value.length, max: HEALTHCHECK_TEXT_MAX }))}
            </Text>
            {errorText}
          </div>
        );
      }
      return (
        <div>
          <TextInput
            id={id}
            label={label}
            description={description}
            size="md"
            maxLength={HEALTHCHECK_TEXT_MAX}
            value={value.value}
            onChange={(event) => onChange({ type: 'text', value: event.currentTarget.value })}
            aria-describedby={error ? errorId : undefined}
            error={error ? true : undefined}
            // Size md is 42 px high; a student's touch target is at least 44 px (issue 3).
            styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' }, input: { minHeight: 44 } }}
          />
          {errorText}
        </div>
      );
    case 'temperature':
      return (
        <div id={id}>
          <TemperatureField
            label={plain(pick(item.label, item.translations).text)}
            legend={label}
            whole={value.whole}
            tenth={value.tenth}
            onChange={(next) => onChange({ type: 'temperature', ...next })}
          />
          {description ? (
            <Text size="sm" c="gray.7" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
      );
    case 'time':
      return (
        <HealthcheckTimeField
          item={item}
          value={value}
          id={id}
          label={label}
          description={description}
          error={error}
          errorText={errorText}
          onChange={onChange}
        />
      );
  }
}
