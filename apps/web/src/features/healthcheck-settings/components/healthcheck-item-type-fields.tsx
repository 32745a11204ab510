import { ActionIcon, Button, Checkbox, Fieldset, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DaysStepper } from '../../../components/ui/days-stepper.tsx';
import { OPTION_MAX, OPTIONS_MAX, pad, type HealthcheckItemForm } from './healthcheck-item-values.ts';

/**
 * The answer-type part of the item modal (spec §3 health-check item, §5): the starting なし/あり of a
 * radio, the starting temperature (35.0–40.0 ℃ in tenths, a stepper that cannot be typed into),
 * the clock and starting time of a time item (12-hour: minutes every 10; 24-hour: every 15), or
 * the choices of a checkbox item (at most 20, each may start ticked).
 */
export function HealthcheckItemTypeFields({ form }: { form: HealthcheckItemForm }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.healthcheck';
  const { formType, initValue, timeFormat, healthcheckOptions: options } = form.values;
  const [hour, minute] = initValue.split(':').map(Number) as [number, number];
  const minuteStep = timeFormat === '12h' ? 10 : 15;

  if (formType === 'radio') {
    return (
      <Radio.Group label={t(`${k}.fields.radioInit`)} description={t(`${k}.fields.radioInitHint`)} {...form.getInputProps('initValue')}>
        <Group gap="lg" mt={6}>
          <Radio value="0" label={t(`${k}.no`)} />
          <Radio value="1" label={t(`${k}.yes`)} />
        </Group>
      </Radio.Group>
    );
  }

  if (formType === 'temperature') {
    return (
      // A stepper in tenths of a degree that cannot be typed into: Mantine's NumberInput froze the
      // tab under preact on fast ↑ presses (issue 10 item 7; DaysStepper, decision 016).
      <DaysStepper
        label={t(`${k}.fields.temperatureInit`)}
        description={t(`${k}.fields.stepperHint`)}
        value={Math.round(Number(initValue) * 10)}
        min={350}
        max={400}
        format={(tenths) => `${(tenths / 10).toFixed(1)} ℃`}
        upLabel={t(`${k}.temperatureUp`)}
        downLabel={t(`${k}.temperatureDown`)}
        onChange={(tenths) => form.setFieldValue('initValue', String(tenths / 10))}
      />
    );
  }

  if (formType === 'time') {
    const setTime = (h: number, m: number) => form.setFieldValue('initValue', `${pad(h)}:${pad(m)}`);
    return (
      <Stack gap="sm">
        <Radio.Group
          label={t(`${k}.fields.timeFormat`)}
          value={timeFormat}
          onChange={(value) => {
            const next = value as '12h' | '24h';
            form.setFieldValue('timeFormat', next);
            // Keep the starting time on the new clock's minute steps.
            const step = next === '12h' ? 10 : 15;
            setTime(hour, Math.floor(minute / step) * step);
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="24h" label={t(`${k}.time24`)} />
            <Radio value="12h" label={t(`${k}.time12`)} />
          </Group>
        </Radio.Group>
        <Fieldset legend={t(`${k}.fields.timeInit`)} variant="unstyled">
          <Group gap="sm">
            <NativeSelect
              aria-label={t(`${k}.hour`)}
              w={110}
              value={String(hour)}
              data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: t(`${k}.hourOption`, { hour: h }) }))}
              onChange={(e) => setTime(Number(e.currentTarget.value), minute)}
            />
            <NativeSelect
              aria-label={t(`${k}.minute`)}
              w={110}
              value={String(minute)}
              data={Array.from({ length: 60 / minuteStep }, (_, i) => i * minuteStep).map((m) => ({
                value: String(m),
                label: t(`${k}.minuteOption`, { minute: pad(m) }),
              }))}
              onChange={(e) => setTime(hour, Number(e.currentTarget.value))}
            />
          </Group>
        </Fieldset>
      </Stack>
    );
  }

  if (formType !== 'checkbox') return null;
  const optionsError = form.errors.healthcheckOptions;
  return (
    <Fieldset legend={t(`${k}.fields.options`)} variant="unstyled">
      <Stack gap="xs">
        {options.map((_, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="center">
            <TextInput
              flex={1}
              aria-label={t(`${k}.optionName`, { number: index + 1 })}
              maxLength={OPTION_MAX}
              {...form.getInputProps(`healthcheckOptions.${index}.name`)}
            />
            <Checkbox label={t(`${k}.optionChecked`)} {...form.getInputProps(`healthcheckOptions.${index}.checked`, { type: 'checkbox' })} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={t(`${k}.optionRemove`, { number: index + 1 })}
              onClick={() => form.removeListItem('healthcheckOptions', index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        {optionsError ? (
          <Text c="red.9" size="sm" role="alert">
            {optionsError}
          </Text>
        ) : null}
        <div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={options.length >= OPTIONS_MAX}
            onClick={() => {
              form.insertListItem('healthcheckOptions', { name: '', checked: false });
              form.clearFieldError('healthcheckOptions');
            }}
          >
            {t(`${k}.optionAdd`)}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
