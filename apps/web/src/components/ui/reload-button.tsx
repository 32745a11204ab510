import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ReloadButtonProps {
  loading: boolean;
  onClick: () => void;
}

/** The dashboards' change (reload) button (spec §2 "a change (reload) button"): fetch the list again. */
export function ReloadButton({ loading, onClick }: ReloadButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="md" loading={loading} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onClick}>
      {t('teacher.filters.reload')}
    </Button>
  );
}
