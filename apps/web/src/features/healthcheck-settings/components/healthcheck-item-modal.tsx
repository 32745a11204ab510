import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { HEALTHCHECK_FORM_TYPES, healthcheckItemBodySchema, type HealthcheckFormType, type HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { HEALTHCHECK_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { RubyPreview, useRubyHint } from '../../../components/ui/ruby-preview.tsx';
import { filledLabels, TranslationInputs } from '../../../components/ui/translation-inputs.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useChangeHealthcheckItems } from '../hooks/use-healthcheck-items.ts';
import { HealthcheckItemTypeFields } from './healthcheck-item-type-fields.tsx';
import { ABBREVIATION_MAX, defaultInit, itemBodyOf, itemValuesOf, LABEL_MAX } from './healthcheck-item-values.ts';

export interface HealthcheckItemModalProps {
  /** The item to edit, or null to add one. */
  item: HealthcheckItem | null;
  onClose: () => void;
  onDirtyChange?: ReportDirty;
}

/**
 * The add/edit modal of a health observation item (spec §2 "health-check add", §3 health-check
 * item, §5): abbreviation, label, remarks (500 characters) and the answer type (radio, checkbox,
 * text, textarea, temperature, time) with its starting value, clock or choices
 * (HealthcheckItemTypeFields). The label and remarks take `{漢字:よみ}` readings, with the hint and a live
 * preview as 1年–3年 pupils see them (issue 24 item 4). Checked by the contract of POST …/healthcheck/create and
 * …/{id}/update_healthcheck; saved, the modal closes.
 */
export function HealthcheckItemModal({ item, onClose, onDirtyChange }: HealthcheckItemModalProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.healthcheck';
  const change = useChangeHealthcheckItems();
  const rubyHint = useRubyHint();
  const form = useContractForm({
    schema: healthcheckItemBodySchema,
    toBody: itemBodyOf,
    messages: { abbreviation: t(`${k}.errors.abbreviation`), label: t(`${k}.errors.label`), healthcheckOptions: t(`${k}.errors.options`) },
    initialValues: itemValuesOf(item),
    validateInputOnBlur: false,
  });
  useReportDirty('healthcheck-item', form.isDirty(), onDirtyChange);

  const onSubmit = form.onSubmit((input) => {
    if (change.isPending) return;
    change.mutate(item ? { kind: 'update', id: item.id, input } : { kind: 'create', input }, { onSuccess: onClose, onError: form.setServerErrors });
  });

  return (
    <Modal
      opened
      onClose={change.isPending ? () => undefined : onClose}
      title={item ? t(`${k}.editTitle`) : t(`${k}.addTitle`)}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('teacherSettings.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t(`${k}.fields.abbreviation`)}
            description={t(`${k}.fields.abbreviationHint`, { max: ABBREVIATION_MAX })}
            required
            maxLength={ABBREVIATION_MAX}
            data-autofocus
            {...form.getInputProps('abbreviation')}
          />
          <TextInput label={t(`${k}.fields.label`)} description={rubyHint} required maxLength={LABEL_MAX} {...form.getInputProps('label')} />
          <RubyPreview value={form.values.label} />
          <TranslationInputs
            name={t(`${k}.fields.label`)}
            filled={filledLabels(form.values.translations)}
            inputProps={(locale) => form.getInputProps(`translations.${locale}.label`)}
          />
          <Textarea
            label={t(`${k}.fields.remarks`)}
            description={t(`${k}.fields.remarksHint`, { max: HEALTHCHECK_TEXT_MAX })}
            maxLength={HEALTHCHECK_TEXT_MAX}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('remarks')}
          />
          <RubyPreview value={form.values.remarks ?? ''} />
          <NativeSelect
            label={t(`${k}.fields.formType`)}
            data={HEALTHCHECK_FORM_TYPES.map((value) => ({ value, label: t(`${k}.formTypes.${value}`) }))}
            {...form.getInputProps('formType')}
            onChange={(e) => {
              const formType = e.currentTarget.value as HealthcheckFormType;
              form.setValues((v) => ({
                formType,
                initValue: defaultInit(formType),
                healthcheckOptions: formType === 'checkbox' && v.healthcheckOptions?.length === 0 ? [{ name: '', checked: false }] : v.healthcheckOptions,
              }));
            }}
          />
          <Checkbox label={t(`${k}.fields.required`)} {...form.getInputProps('required', { type: 'checkbox' })} />
          <HealthcheckItemTypeFields form={form} />
          <ErrorAlert messages={form.serverErrors} />
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
