import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Whether alert mails go out under the SAVED setting (issue 24 item 8): メール通知 オン / オフ beside
 * the section title, so the state in effect is plain before reading the form.
 */
export function MailStateBadge({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge size="lg" variant={on ? 'filled' : 'outline'} color={on ? 'teal.9' : 'gray.8'}>
      {t(on ? 'teacherSettings.alert.mailOn' : 'teacherSettings.alert.mailOff')}
    </Badge>
  );
}
