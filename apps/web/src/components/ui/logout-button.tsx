import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface LogoutButtonProps extends Pick<ButtonProps, 'visibleFrom'> {
  /** True while the sign-out runs. */
  pending: boolean;
  onClick: () => void;
}

/** The header's ログアウト button of the staff and parent layouts (spec §2 "logout"). */
export function LogoutButton({ pending, onClick, visibleFrom }: LogoutButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      visibleFrom={visibleFrom}
      variant="default"
      size="sm"
      h={36}
      loading={pending}
      leftSection={<IconLogout size={18} aria-hidden="true" />}
      onClick={onClick}
    >
      {t('common.logout')}
    </Button>
  );
}
