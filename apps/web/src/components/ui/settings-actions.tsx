import { Alert, Button, Group } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';

export interface SettingsActionsProps {
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  /** The failed save's messages no field shows (`form.serverErrors`; e.g. the 403 for class teachers). */
  errors: string[];
  onDiscard: () => void;
  /** More buttons after 保存する (e.g. test mail). */
  extra?: ReactNode;
}

/**
 * The foot of a settings form (spec §2 Teacher settings): the failure, or 保存しました while the
 * saved form is unchanged; then 保存する (only with changes), extra buttons, and 変更を取り消す while
 * there are changes.
 */
export function SettingsActions({ dirty, saving, saved, errors, onDiscard, extra }: SettingsActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert messages={errors} />
      {saved && !dirty ? (
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

/**
 * The SettingsActions props of a kit form (useContractForm) and its save mutation: dirty as the
 * form reports it, saving and saved from the mutation, the server's messages no field shows, and
 * 変更を取り消す back to the saved values. `<SettingsActions {...formActions(form, update, dirty)} />`.
 */
export function formActions<V>(
  form: { serverErrors: string[]; resetTo: (values: V) => void; getInitialValues: () => V },
  save: { isPending: boolean; isSuccess: boolean },
  dirty: boolean,
): Omit<SettingsActionsProps, 'extra'> {
  return { dirty, saving: save.isPending, saved: save.isSuccess, errors: form.serverErrors, onDiscard: () => form.resetTo(form.getInitialValues()) };
}
