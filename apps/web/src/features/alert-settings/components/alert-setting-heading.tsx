import { Badge, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlertSetting } from '../api/alert-settings.ts';

/**
 * The heading of one condition alert setting (心の不調アラート / 体の不調アラート) with whether alert
 * mails go out under the SAVED setting beside it (issue 24 item 8): メール通知 オン / オフ, so the
 * state in effect is plain before reading the form. Shared by the editor and the class teacher's
 * summary; `id` names the section.
 */
export function AlertSettingHeading({ id, setting }: { id: string; setting: Pick<AlertSetting, 'conditionKind' | 'notificationEnabled'> }) {
  const { t } = useTranslation();
  const on = setting.notificationEnabled;
  return (
    <Group gap="sm" justify="space-between">
      <Title order={2} fz={20} id={id}>
        {t(`teacherSettings.alert.kinds.${setting.conditionKind}`)}
      </Title>
      <Badge size="lg" variant={on ? 'filled' : 'outline'} color={on ? 'teal.9' : 'gray.8'}>
        {t(on ? 'teacherSettings.alert.mailOn' : 'teacherSettings.alert.mailOff')}
      </Badge>
    </Group>
  );
}
