import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from './message-screen.tsx';

export interface LoadFailureProps {
  /** Heading level: 1 when the failure replaces a whole page. */
  order?: 1 | 2;
}

/**
 * The shared load-failure screen of spec §2/§8: 読み込みに失敗しました /
 * 再度画面を読み込みしてください。, with a button that reloads the page.
 */
export function LoadFailure({ order = 2 }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      order={order}
      title={t('common.error.loadFailed.title')}
      actions={
        // 44 px high: students see this on a tablet when the school network drops (issue 3).
        <Button h={44} leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => window.location.reload()}>
          {t('common.error.loadFailed.reload')}
        </Button>
      }
    >
      <Text>{t('common.error.loadFailed.body')}</Text>
    </MessageScreen>
  );
}
