import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AllowedIpForm } from '../../../../features/allowed-ips/components/allowed-ip-form.tsx';
import { useAllowedIps } from '../../../../features/allowed-ips/hooks/use-allowed-ips.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/ip` (spec §2 Teacher settings "ip", §6, §7 allowed_ips): the
 * networks the school's teachers may use the app from. Admin teachers only: the API refuses class
 * teachers even the list, so they see the read-only note and nothing is loaded.
 */
export function IpSettingsPage() {
  const { t } = useTranslation();
  const me = useTeacherMe();
  const admin = me.data?.admin === true;
  const list = useAllowedIps(admin);
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.ip.title')}
      lead={t('teacherSettings.ip.lead')}
      session={session}
      loading={admin && list.isPending}
      failed={admin && list.isError}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.ip.adminOnly')}</Text>
        ) : list.data ? (
          <AllowedIpForm key={session.generation} view={list.data} onDirtyChange={session.report} />
        ) : null
      }
    </SettingsFrame>
  );
}
