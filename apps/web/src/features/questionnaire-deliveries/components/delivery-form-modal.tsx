import { Button, Group, Modal, Stack } from '@mantine/core';
import type { DeliveryNew } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useDeliveryForm, type DeliveryFormMode, type DeliveryFormSubmitted } from '../hooks/use-delivery-form.ts';
import { ConsentStep, GradesStep, PeriodStep, TemplateStep, TitleStep } from './delivery-form-fields.tsx';

export interface DeliveryFormModalProps {
  mode: DeliveryFormMode | null;
  options: DeliveryNew | undefined;
  pending: boolean;
  error: unknown;
  onSubmit: (values: DeliveryFormSubmitted) => void;
  onClose: () => void;
}

/**
 * The spec §2 questionnaire add modal (also edit and copy): template (add only), title with its
 * other languages (add and edit; decision 075), period (開始日時 / 終了日時, Japan time), target
 * grades, consent. The server's field errors show under their fields; other errors above the buttons.
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
  const form = useDeliveryForm(mode, options, error, onSubmit);
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="md">
        {mode.kind === 'add' ? <TemplateStep form={form} options={options} /> : null}
        <TitleStep form={form} mode={mode} disabled={pending} />
        <PeriodStep form={form} />
        {mode.kind !== 'copy' || options ? <GradesStep form={form} options={options} /> : null}
        {mode.kind !== 'copy' ? <ConsentStep form={form} /> : null}
        <ErrorAlert messages={form.otherErrors} />
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
