import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AllowedIpsView } from '@sukoyaka/contracts/allowed-ips';

/**
 * This device's address as the server sees it and whether the saved list allows it (spec §2
 * settings/ip): open (empty list), allowed, or not allowed (then saving needs a confirmation).
 */
export function CurrentIpStatus({ view }: { view: AllowedIpsView }) {
  const { t } = useTranslation();
  const ip = view.currentIp;
  if (view.allowedIps.length === 0) {
    return (
      <Alert color="blue" variant="light" title={t('teacherSettings.ip.current.title')} icon={<IconWorld size={20} aria-hidden="true" />}>
        {t('teacherSettings.ip.current.open', { ip })}
      </Alert>
    );
  }
  return view.currentIpAllowed ? (
    <Alert color="green" variant="light" title={t('teacherSettings.ip.current.title')} icon={<IconCircleCheck size={20} aria-hidden="true" />}>
      {t('teacherSettings.ip.current.allowed', { ip })}
    </Alert>
  ) : (
    <Alert color="orange" variant="light" title={t('teacherSettings.ip.current.title')} icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {t('teacherSettings.ip.current.notAllowed', { ip })}
    </Alert>
  );
}
