import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { DeliveryNew, DeliveryRow, QuestionnaireTemplateKey } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { RubyPreview, useRubyHint } from '../../../components/ui/ruby-preview.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fromLocalInput, toLocalInput } from '../format.ts';

/** What the form edits: a new delivery, an existing one, or a copy of one. */
export type DeliveryFormMode = { kind: 'add' } | { kind: 'edit'; row: DeliveryRow } | { kind: 'copy'; row: DeliveryRow };

/** The form's values (datetime-local strings in Japan time). */
export interface DeliveryFormValues {
  template: QuestionnaireTemplateKey | null;
  title: string;
  startAt: string;
  finishAt: string;
  gradeIds: number[];
  needsConsent: boolean;
  consentText: string;
}

export interface DeliveryFormModalProps {
  mode: DeliveryFormMode | null;
  options: DeliveryNew | undefined;
  pending: boolean;
  error: unknown;
  onSubmit: (values: DeliveryFormValues & { startAtIso: string; finishAtIso: string }) => void;
  onClose: () => void;
}

function initialValues(mode: DeliveryFormMode): DeliveryFormValues {
  if (mode.kind === 'add') {
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    return {
      template: null,
      title: '',
      startAt: toLocalInput(start),
      finishAt: toLocalInput(new Date(start.getTime() + 7 * 86_400_000)),
      gradeIds: [],
      needsConsent: false,
      consentText: '',
    };
  }
  const r = mode.row;
  return {
    template: null,
    title: r.title,
    startAt: toLocalInput(r.startAt),
    finishAt: toLocalInput(r.finishAt),
    gradeIds: r.grades.map((g) => g.id),
    needsConsent: r.needsConsent,
    consentText: '',
  };
}

/**
 * The spec §2 questionnaire add modal (also edit and copy): template (add only), title, period
 * (開始日時 / 終了日時, Japan time), target grades, consent. The server's field errors show under
 * their fields; other errors above the buttons.
 */
export function DeliveryFormModal({ mode, ...props }: DeliveryFormModalProps) {
  const { t } = useTranslation();
  const title = mode ? t(`questionnaireDeliveries.form.${mode.kind}Title`) : '';
  return (
    <Modal
      opened={mode !== null}
      onClose={props.pending ? () => undefined : props.onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('questionnaireDeliveries.preview.close') }}
    >
      {mode ? <DeliveryForm key={mode.kind === 'add' ? 'add' : `${mode.kind}-${mode.row.id}`} mode={mode} {...props} /> : null}
    </Modal>
  );
}

function DeliveryForm({ mode, options, pending, error, onSubmit, onClose }: Omit<DeliveryFormModalProps, 'mode'> & { mode: DeliveryFormMode }) {
  const { t } = useTranslation();
  const rubyHint = useRubyHint();
  const [values, setValues] = useState(() => initialValues(mode));
  const set = (patch: Partial<DeliveryFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};
  const fieldError = (key: string) => fieldErrors[key]?.[0];
  const otherErrors = isApiError(error) && Object.keys(fieldErrors).length === 0 ? error.errors : error && !isApiError(error) ? [String(error)] : [];
  const template = options?.templates.find((tpl) => tpl.key === values.template);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ ...values, startAtIso: fromLocalInput(values.startAt), finishAtIso: fromLocalInput(values.finishAt) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mode.kind === 'add' ? (
          <NativeSelect
            label={t('questionnaireDeliveries.form.template')}
            value={values.template ?? ''}
            data={[
              { value: '', label: t('questionnaireDeliveries.form.templateBlank') },
              ...(options?.templates ?? []).map((tpl) => ({ value: tpl.key, label: tpl.title })),
            ]}
            onChange={(event) => {
              const next = options?.templates.find((tpl) => tpl.key === event.currentTarget.value);
              set({ template: next?.key ?? null, title: next ? next.title : values.title, needsConsent: next ? next.needsConsent : values.needsConsent });
            }}
            error={fieldError('template')}
          />
        ) : null}
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
        <TextInput
          label={t('questionnaireDeliveries.form.title')}
          description={rubyHint}
          required
          value={values.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={fieldError('title')}
        />
        <RubyPreview value={values.title} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('questionnaireDeliveries.form.startAt')}
            required
            value={values.startAt}
            onChange={(e) => set({ startAt: e.currentTarget.value })}
            error={fieldError('startAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('questionnaireDeliveries.form.finishAt')}
            required
            value={values.finishAt}
            onChange={(e) => set({ finishAt: e.currentTarget.value })}
            error={fieldError('finishAt')}
          />
        </SimpleGrid>
        {mode.kind !== 'copy' || options ? (
          <Checkbox.Group
            label={t('questionnaireDeliveries.form.grades')}
            withAsterisk
            value={values.gradeIds.map(String)}
            onChange={(ids) => set({ gradeIds: ids.map(Number) })}
            error={fieldError('gradeIds')}
          >
            <Group gap="md" mt={6}>
              {(options?.grades ?? []).map((g) => (
                <Checkbox key={g.id} value={String(g.id)} label={g.name} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
        {mode.kind !== 'copy' ? (
          <>
            <Checkbox
              label={t('questionnaireDeliveries.form.needsConsent')}
              checked={values.needsConsent}
              onChange={(e) => set({ needsConsent: e.currentTarget.checked })}
            />
            {values.needsConsent ? (
              <Textarea
                label={t('questionnaireDeliveries.form.consentText')}
                autosize
                minRows={3}
                value={values.consentText}
                onChange={(e) => set({ consentText: e.currentTarget.value })}
                error={fieldError('consentText')}
              />
            ) : null}
          </>
        ) : null}
        <ErrorAlert messages={otherErrors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('questionnaireDeliveries.form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(`questionnaireDeliveries.form.submit${mode.kind === 'add' ? 'Add' : mode.kind === 'edit' ? 'Edit' : 'Copy'}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
