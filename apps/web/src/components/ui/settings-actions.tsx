import { Alert, Button, Group } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';
import { errorMessages } from '../../lib/api-error.ts';

export interface SettingsActionsProps {
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  /** The failed save (the server's message is shown, e.g. 403 for class teachers). */
  error: unknown;
  onDiscard: () => void;
  /** More buttons after 保存する (e.g. test mail). */
  extra?: ReactNode;
}

/** The foot of a settings form (spec §2 Teacher settings): the failure or 保存しました, then 保存する, extra buttons and 変更を取り消す while there are changes. */
export function SettingsActions({ dirty, saving, saved, error, onDiscard, extra }: SettingsActionsProps) {
  const { t } = useTranslation();
  const messages = errorMessages(error, t('common.error.generic'));
  return (
    <>
      <ErrorAlert messages={messages} />
      {saved ? (
        <Alert color="green" variant="light" role="status" icon={<IconCheck size={20} aria-hidden="true" />}>
          {t('teacherSettings.saved')}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={saving} disabled={!dirty} leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}>
          {t('teacherSettings.save')}
        </Button>
        {extra}
        {dirty ? (
          <Button variant="default" onClick={onDiscard}>
            {t('teacherSettings.discard')}
          </Button>
        ) : null}
      </Group>
    </>
  );
}
