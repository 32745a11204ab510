import { ActionIcon, Button, Checkbox, Fieldset, Group, Modal, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_TEMPERATURE,
  DEFAULT_TIME,
  HEALTHCHECK_FORM_TYPES,
  timeStartValue,
  type HealthcheckFormType,
  type HealthcheckItem,
} from '@sukoyaka/contracts/healthcheck';
import { HEALTHCHECK_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { DaysStepper } from '../../../components/ui/days-stepper.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { HealthcheckItemInput } from '../api/healthcheck-items.ts';
import { useChangeHealthcheckItems } from '../hooks/use-healthcheck-items.ts';

export interface HealthcheckItemModalProps {
  /** The item to edit, or null to add one. */
  item: HealthcheckItem | null;
  onClose: () => void;
  onDirtyChange?: ReportDirty;
}

interface Draft {
  abbreviation: string;
  label: string;
  remarks: string;
  formType: HealthcheckFormType;
  required: boolean;
  initValue: string;
  timeFormat: '12h' | '24h';
  options: { name: string; checked: boolean }[];
}

/** Limits of contracts healthcheckItemBodySchema. */
const ABBREVIATION_MAX = 10;
const LABEL_MAX = 100;
const OPTION_MAX = 50;
const OPTIONS_MAX = 20;

/** The starting value a type begins with (spec §5 defaults: temperature 35.2, time 7:00; radio なし). */
function defaultInit(formType: HealthcheckFormType): string {
  if (formType === 'radio') return '0';
  if (formType === 'temperature') return DEFAULT_TEMPERATURE;
  if (formType === 'time') return DEFAULT_TIME;
  return '';
}

function draftOf(item: HealthcheckItem | null): Draft {
  if (!item) return { abbreviation: '', label: '', remarks: '', formType: 'radio', required: true, initValue: '0', timeFormat: '24h', options: [] };
  const initValue = item.formType === 'time' ? timeStartValue(item.initValue) : (item.initValue ?? defaultInit(item.formType));
  return {
    abbreviation: item.abbreviation,
    label: item.label,
    remarks: item.remarks ?? '',
    formType: item.formType,
    required: item.required,
    initValue,
    timeFormat: item.timeFormat ?? '24h',
    options: item.healthcheckOptions.map((o) => ({ ...o })),
  };
}

function inputOf(draft: Draft): HealthcheckItemInput {
  const withInit = draft.formType === 'radio' || draft.formType === 'temperature' || draft.formType === 'time';
  return {
    abbreviation: draft.abbreviation.trim(),
    label: draft.label.trim(),
    remarks: draft.remarks.trim() || null,
    formType: draft.formType,
    required: draft.required,
    initValue: withInit ? draft.initValue : null,
    timeFormat: draft.formType === 'time' ? draft.timeFormat : null,
    healthcheckOptions: draft.formType === 'checkbox' ? draft.options.map((o) => ({ name: o.name.trim(), checked: o.checked })).filter((o) => o.name) : [],
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The add/edit modal of a health observation item (spec §2 "health-check add", §3 health-check
 * item, §5): abbreviation, label, remarks and the answer type (radio, checkbox, text, textarea,
 * temperature, time) with its starting value, clock or choices.
 */
export function HealthcheckItemModal({ item, onClose, onDirtyChange }: HealthcheckItemModalProps) {
  const { t } = useTranslation();
  const change = useChangeHealthcheckItems();
  const [initial] = useState(() => draftOf(item));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<'abbreviation' | 'label' | 'options', string>>>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useReportDirty('healthcheck-item', dirty, onDirtyChange);
  const fieldErrors = isApiError(change.error) ? change.error.fieldErrors : {};
  const messages = errorMessages(change.error, t('common.error.generic'));
  const [hour, minute] = draft.initValue.split(':').map(Number) as [number, number];
  const minuteStep = draft.timeFormat === '12h' ? 10 : 15;

  function update(patch: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...patch }));
    change.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const input = inputOf(draft);
    const found: typeof errors = {};
    if (!input.abbreviation) found.abbreviation = t('teacherSettings.healthcheck.errors.abbreviation');
    if (!input.label) found.label = t('teacherSettings.healthcheck.errors.label');
    if (input.formType === 'checkbox' && input.healthcheckOptions.length === 0) found.options = t('teacherSettings.healthcheck.errors.options');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(item ? { kind: 'update', id: item.id, input } : { kind: 'create', input }, { onSuccess: onClose });
  }

  return (
    <Modal
      opened
      onClose={change.isPending ? () => undefined : onClose}
      title={item ? t('teacherSettings.healthcheck.editTitle') : t('teacherSettings.healthcheck.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('teacherSettings.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('teacherSettings.healthcheck.fields.abbreviation')}
            description={t('teacherSettings.healthcheck.fields.abbreviationHint', { max: ABBREVIATION_MAX })}
            required
            maxLength={ABBREVIATION_MAX}
            value={draft.abbreviation}
            error={errors.abbreviation ?? fieldErrors.abbreviation?.[0]}
            onChange={(e) => update({ abbreviation: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label={t('teacherSettings.healthcheck.fields.label')}
            required
            maxLength={LABEL_MAX}
            value={draft.label}
            error={errors.label ?? fieldErrors.label?.[0]}
            onChange={(e) => update({ label: e.currentTarget.value })}
          />
          <Textarea
            label={t('teacherSettings.healthcheck.fields.remarks')}
            description={t('teacherSettings.healthcheck.fields.remarksHint', { max: HEALTHCHECK_TEXT_MAX })}
            maxLength={HEALTHCHECK_TEXT_MAX}
            autosize
            minRows={2}
            maxRows={5}
            value={draft.remarks}
            error={fieldErrors.remarks?.[0]}
            onChange={(e) => update({ remarks: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('teacherSettings.healthcheck.fields.formType')}
            value={draft.formType}
            data={HEALTHCHECK_FORM_TYPES.map((value) => ({ value, label: t(`teacherSettings.healthcheck.formTypes.${value}`) }))}
            onChange={(e) => {
              const formType = e.currentTarget.value as HealthcheckFormType;
              update({
                formType,
                initValue: defaultInit(formType),
                options: formType === 'checkbox' && draft.options.length === 0 ? [{ name: '', checked: false }] : draft.options,
              });
            }}
          />
          <Checkbox
            label={t('teacherSettings.healthcheck.fields.required')}
            checked={draft.required}
            onChange={(e) => update({ required: e.currentTarget.checked })}
          />

          {draft.formType === 'radio' ? (
            <Radio.Group
              label={t('teacherSettings.healthcheck.fields.radioInit')}
              description={t('teacherSettings.healthcheck.fields.radioInitHint')}
              value={draft.initValue}
              onChange={(initValue) => update({ initValue })}
            >
              <Group gap="lg" mt={6}>
                <Radio value="0" label={t('teacherSettings.healthcheck.no')} />
                <Radio value="1" label={t('teacherSettings.healthcheck.yes')} />
              </Group>
            </Radio.Group>
          ) : null}

          {draft.formType === 'temperature' ? (
            // A stepper in tenths of a degree that cannot be typed into: Mantine's NumberInput froze the
            // tab under preact on fast ↑ presses (issue 10 item 7; DaysStepper, decision 016).
            <DaysStepper
              label={t('teacherSettings.healthcheck.fields.temperatureInit')}
              description={t('teacherSettings.healthcheck.fields.stepperHint')}
              value={Math.round(Number(draft.initValue) * 10)}
              min={350}
              max={400}
              format={(tenths) => `${(tenths / 10).toFixed(1)} ℃`}
              upLabel={t('teacherSettings.healthcheck.temperatureUp')}
              downLabel={t('teacherSettings.healthcheck.temperatureDown')}
              onChange={(tenths) => update({ initValue: String(tenths / 10) })}
            />
          ) : null}

          {draft.formType === 'time' ? (
            <Stack gap="sm">
              <Radio.Group
                label={t('teacherSettings.healthcheck.fields.timeFormat')}
                value={draft.timeFormat}
                onChange={(value) => {
                  const timeFormat = value as '12h' | '24h';
                  const step = timeFormat === '12h' ? 10 : 15;
                  // Keep the starting time on the new clock's minute steps.
                  update({ timeFormat, initValue: `${pad(hour)}:${pad(Math.floor(minute / step) * step)}` });
                }}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="24h" label={t('teacherSettings.healthcheck.time24')} />
                  <Radio value="12h" label={t('teacherSettings.healthcheck.time12')} />
                </Group>
              </Radio.Group>
              <Fieldset legend={t('teacherSettings.healthcheck.fields.timeInit')} variant="unstyled">
                <Group gap="sm">
                  <NativeSelect
                    aria-label={t('teacherSettings.healthcheck.hour')}
                    w={110}
                    value={String(hour)}
                    data={Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: t('teacherSettings.healthcheck.hourOption', { hour: h }) }))}
                    onChange={(e) => update({ initValue: `${pad(Number(e.currentTarget.value))}:${pad(minute)}` })}
                  />
                  <NativeSelect
                    aria-label={t('teacherSettings.healthcheck.minute')}
                    w={110}
                    value={String(minute)}
                    data={Array.from({ length: 60 / minuteStep }, (_, i) => i * minuteStep).map((m) => ({
                      value: String(m),
                      label: t('teacherSettings.healthcheck.minuteOption', { minute: pad(m) }),
                    }))}
                    onChange={(e) => update({ initValue: `${pad(hour)}:${pad(Number(e.currentTarget.value))}` })}
                  />
                </Group>
              </Fieldset>
            </Stack>
          ) : null}

          {draft.formType === 'checkbox' ? (
            <Fieldset legend={t('teacherSettings.healthcheck.fields.options')} variant="unstyled">
              <Stack gap="xs">
                {draft.options.map((option, index) => (
                  <Group key={index} gap="xs" wrap="nowrap" align="center">
                    <TextInput
                      flex={1}
                      aria-label={t('teacherSettings.healthcheck.optionName', { number: index + 1 })}
                      maxLength={OPTION_MAX}
                      value={option.name}
                      onChange={(e) => {
                        const name = e.currentTarget.value;
                        update({ options: draft.options.map((o, i) => (i === index ? { ...o, name } : o)) });
                      }}
                    />
                    <Checkbox
                      label={t('teacherSettings.healthcheck.optionChecked')}
                      checked={option.checked}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        update({ options: draft.options.map((o, i) => (i === index ? { ...o, checked } : o)) });
                      }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size={36}
                      aria-label={t('teacherSettings.healthcheck.optionRemove', { number: index + 1 })}
                      onClick={() => update({ options: draft.options.filter((_, i) => i !== index) })}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
                {(errors.options ?? fieldErrors.healthcheckOptions?.[0]) ? (
                  <Text c="red.9" size="sm" role="alert">
                    {errors.options ?? fieldErrors.healthcheckOptions?.[0]}
                  </Text>
                ) : null}
                <div>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    disabled={draft.options.length >= OPTIONS_MAX}
                    onClick={() => update({ options: [...draft.options, { name: '', checked: false }] })}
                  >
                    {t('teacherSettings.healthcheck.optionAdd')}
                  </Button>
                </div>
              </Stack>
            </Fieldset>
          ) : null}

          <ErrorAlert messages={messages} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              {t('teacherSettings.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('teacherSettings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
