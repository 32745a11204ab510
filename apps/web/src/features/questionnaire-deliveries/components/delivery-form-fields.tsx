import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DELIVERY_TITLE_MAX, type DeliveryNew } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { RubyPreview, useRubyHint } from '../../../components/ui/ruby-preview.tsx';
import { TextTranslations } from '../editor/text-translations.tsx';
import type { DeliveryForm, DeliveryFormMode } from '../hooks/use-delivery-form.ts';

interface StepProps {
  form: DeliveryForm;
  disabled?: boolean;
}

/** Add only: the template select and what the chosen template is (description, source, licence note). */
export function TemplateStep({ form, options }: StepProps & { options: DeliveryNew | undefined }) {
  const { t } = useTranslation();
  const { template } = form;
  return (
    <>
      <NativeSelect
        label={t('questionnaireDeliveries.form.template')}
        value={form.values.template ?? ''}
        data={[
          { value: '', label: t('questionnaireDeliveries.form.templateBlank') },
          ...(options?.templates ?? []).map((tpl) => ({ value: tpl.key, label: tpl.title })),
        ]}
        onChange={(event) => form.pickTemplate(event.currentTarget.value)}
        error={form.fieldError('template')}
      />
      {template ? (
        <Stack gap={2}>
          <Text size="sm">{template.description}</Text>
          {template.source ? (
            <Text size="sm" c="gray.7">
              {t('questionnaireDeliveries.form.source', { source: template.source })}
            </Text>
          ) : null}
          {template.licensed ? (
            <Text size="sm" c="orange.9">
              {t('questionnaireDeliveries.form.licensed')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}

/**
 * The title with its ruby preview and, when adding or editing (not copying: a copy keeps the
 * translations of a kept title, decision 075), the closed 「ほかの言語での表記 (n/7)」 of the title.
 */
export function TitleStep({ form, mode, disabled = false }: StepProps & { mode: DeliveryFormMode }) {
  const { t } = useTranslation();
  const rubyHint = useRubyHint();
  return (
    <>
      <TextInput
        label={t('questionnaireDeliveries.form.title')}
        description={rubyHint}
        required
        value={form.values.title}
        onChange={(e) => form.set({ title: e.currentTarget.value })}
        error={form.fieldError('title')}
      />
      <RubyPreview value={form.values.title} />
      {mode.kind !== 'copy' ? (
        <TextTranslations
          name={t('questionnaireDeliveries.form.title')}
          translations={form.values.titleTranslations}
          maxLength={DELIVERY_TITLE_MAX}
          disabled={disabled}
          onChange={(titleTranslations) => form.set({ titleTranslations })}
        />
      ) : null}
    </>
  );
}

/** 開始日時 / 終了日時 (datetime-local, Japan time). */
export function PeriodStep({ form }: StepProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        type="datetime-local"
        label={t('questionnaireDeliveries.form.startAt')}
        required
        value={form.values.startAt}
        onChange={(e) => form.set({ startAt: e.currentTarget.value })}
        error={form.fieldError('startAt')}
      />
      <TextInput
        type="datetime-local"
        label={t('questionnaireDeliveries.form.finishAt')}
        required
        value={form.values.finishAt}
        onChange={(e) => form.set({ finishAt: e.currentTarget.value })}
        error={form.fieldError('finishAt')}
      />
    </SimpleGrid>
  );
}

/** The target grades (the school's, from GET …/new). */
export function GradesStep({ form, options }: StepProps & { options: DeliveryNew | undefined }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('questionnaireDeliveries.form.grades')}
      withAsterisk
      value={form.values.gradeIds.map(String)}
      onChange={(ids) => form.set({ gradeIds: ids.map(Number) })}
      error={form.fieldError('gradeIds')}
    >
      <Group gap="md" mt={6}>
        {(options?.grades ?? []).map((g) => (
          <Checkbox key={g.id} value={String(g.id)} label={g.name} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** 回答の前に同意を求める and, when checked, the 同意文. */
export function ConsentStep({ form }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('questionnaireDeliveries.form.needsConsent')}
        checked={form.values.needsConsent}
        onChange={(e) => form.set({ needsConsent: e.currentTarget.checked })}
      />
      {form.values.needsConsent ? (
        <Textarea
          label={t('questionnaireDeliveries.form.consentText')}
          autosize
          minRows={3}
          value={form.values.consentText}
          onChange={(e) => form.set({ consentText: e.currentTarget.value })}
          error={form.fieldError('consentText')}
        />
      ) : null}
    </>
  );
}
