import { Alert, Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailListInput, type EmailListInputProps } from './email-list-input.tsx';
import { SettingsActions, type SettingsActionsProps } from './settings-actions.tsx';

export interface NotificationMailSettingsFootProps extends Omit<EmailListInputProps, 'legend'>, Omit<SettingsActionsProps, 'extra'> {
  /** The list's overall message (e.g. メールアドレスを入力してください before a test mail). */
  emailsMessage: string | null;
  /** How many test mails were queued, once the test was sent. */
  testQueued: number | null;
  testPending: boolean;
  onTestMail: () => void;
}

/**
 * The end of every settings form that mails someone (condition alerts, parents' reports; spec §5):
 * the notification e-mail list, its message, the test-mail result, then save, test mail and
 * discard. Test mail is sent only when the list is valid (the caller's onTestMail checks).
 */
export function NotificationMailSettingsFoot({
  emailsMessage,
  testQueued,
  testPending,
  onTestMail,
  form,
  path,
  disabled,
  ...actions
}: NotificationMailSettingsFootProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmailListInput form={form} path={path} legend={t('teacherSettings.emails.legend')} disabled={disabled} />
      {emailsMessage ? (
        <Text c="red.9" size="sm" role="alert">
          {emailsMessage}
        </Text>
      ) : null}
      {testQueued !== null ? (
        <Alert color="green" variant="light" role="status" icon={<IconMailForward size={20} aria-hidden="true" />}>
          {t('teacherSettings.emails.testSent', { number: testQueued })}
        </Alert>
      ) : null}
      <SettingsActions
        {...actions}
        extra={
          <Button variant="default" loading={testPending} onClick={onTestMail} leftSection={<IconMailForward size={18} aria-hidden="true" />}>
            {t('teacherSettings.emails.test')}
          </Button>
        }
      />
    </>
  );
}

/**
 * The test mail of a mail settings form (spec §5 "test mail is sent only if emails are valid"):
 * 「テストメールを送信」 checks the form, asks for an address when there is none
 * (メールアドレスを入力してください), then sends `bodyOf()`; `props` go to NotificationMailSettingsFoot,
 * `reset` (on any change) forgets the result and the message.
 */
export function useTestMail<B>(
  form: { validate: () => { hasErrors: boolean }; setServerErrors: (error: unknown) => void },
  mutation: {
    isPending: boolean;
    isSuccess: boolean;
    data: { queued: number } | undefined;
    mutate: (body: B, options: { onError: (error: unknown) => void }) => void;
    reset: () => void;
  },
  bodyOf: () => B,
  hasAddress: () => boolean,
) {
  const { t } = useTranslation();
  const [emailsMessage, setEmailsMessage] = useState<string | null>(null);
  return {
    reset() {
      mutation.reset();
      setEmailsMessage(null);
    },
    props: {
      emailsMessage,
      testQueued: mutation.isSuccess && mutation.data ? mutation.data.queued : null,
      testPending: mutation.isPending,
      onTestMail() {
        if (mutation.isPending || form.validate().hasErrors) return;
        if (!hasAddress()) return setEmailsMessage(t('teacherSettings.emails.required'));
        mutation.mutate(bodyOf(), { onError: form.setServerErrors });
      },
    },
  };
}
