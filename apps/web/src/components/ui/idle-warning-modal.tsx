import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface IdleWarningModalProps {
  /** Minutes before the edit is cancelled; the modal shows while this is not null. */
  minutesLeft: number | null;
  /** 続ける: keeps editing. */
  onContinue: () => void;
}

/**
 * The idle warning of spec §4/§8: 一定時間操作がありません / N分後に自動的に編集がキャンセルされます,
 * dismissed with 続ける. Shown by an edit that uses lib/use-idle-edit.
 */
export function IdleWarningModal({ minutesLeft, onContinue }: IdleWarningModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={minutesLeft !== null} onClose={onContinue} title={t('teacherSettings.editSession.idleTitle')} centered zIndex={400} withCloseButton={false}>
      <Stack gap="lg">
        <Text role="alert">{t('teacherSettings.editSession.idleBody', { minutes: minutesLeft ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button onClick={onContinue} data-autofocus>
            {t('teacherSettings.editSession.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
