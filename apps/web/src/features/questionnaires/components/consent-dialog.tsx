import { Button, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import type { StudentDelivery } from '@sukoyaka/contracts/questionnaires';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SchoolText } from '../../../components/ui/school-text.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';

export interface ConsentDialogProps {
  /** The consent questionnaire to ask about; null keeps the dialog closed. */
  delivery: StudentDelivery | null;
  /** 同意して こたえる: POST …/agree, then the answering page. */
  onAgree: () => void;
  /** いまは こたえない: POST …/unselect (not a refusal: asked again next time, decision 013). */
  onNotNow: () => void;
  /** Escape or the overlay: closes without choosing. */
  onClose: () => void;
  pending: boolean;
  errors: string[];
}

/**
 * The consent prompt (spec §2 Student screens, §4 "consent: agree or not now") as a modal dialog:
 * labelled by its title, described by the school's consent text, focus kept inside and starting
 * on "not now", so Enter never agrees by accident.
 */
export function ConsentDialog({ delivery, onAgree, onNotNow, onClose, pending, errors }: ConsentDialogProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const textId = useId();
  return (
    <Modal
      opened={delivery !== null}
      onClose={pending ? () => undefined : onClose}
      title={rich(t('student.questionnaire.consent.title'))}
      centered
      size="lg"
      withCloseButton={false}
      aria-describedby={textId}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {delivery ? (
        <Stack gap="md">
          <Text size="lg" fw={700}>
            <SchoolText value={delivery.title} translations={delivery.titleTranslations} questionnaire />
          </Text>
          <Text size="lg">{rich(t('student.questionnaire.consent.lead'))}</Text>
          <Text id={textId} size="lg" lang="ja" p="md" bg="gray.0" style={{ borderRadius: 8, whiteSpace: 'pre-line' }}>
            {rich(delivery.consentText ?? '')}
          </Text>
          <ErrorAlert messages={errors} />
          <Stack gap="sm">
            <Button size="lg" onClick={onAgree} loading={pending}>
              {rich(t('student.questionnaire.consent.agree'))}
            </Button>
            <Button size="lg" variant="default" onClick={onNotNow} disabled={pending} data-autofocus>
              {rich(t('student.questionnaire.consent.notNow'))}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
