import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MessageScreen } from './message-screen.tsx';

/**
 * The 404 page of spec §2 ("This page could not be found"; §8 "Page not found: check the URL"),
 * in the reader's language with the English line kept for staff who share screenshots.
 */
export function NotFoundView() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('common.error.notFound.title'), t('common.appName'));
  return (
    <MessageScreen
      eyebrow="404"
      title={t('common.error.notFound.title')}
      actions={
        // A 44 px target (issue 3): students reach this page on a tablet too.
        <Anchor component={Link} to="/" fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t('common.error.backToTop')}
        </Anchor>
      }
    >
      <Text>{t('common.error.notFound.body')}</Text>
      {i18n.language === 'en' ? null : (
        <Text lang="en" c="dimmed" size="sm">
          {t('common.error.notFound.english')}
        </Text>
      )}
    </MessageScreen>
  );
}
