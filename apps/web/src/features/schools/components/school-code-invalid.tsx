import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../../components/ui/message-screen.tsx';

/**
 * Spec §8 "Wrong school code: School code is invalid (put the correct school code in the URL)",
 * shown by a login page whose {school_code} the API does not know.
 */
export function SchoolCodeInvalid() {
  const { t } = useTranslation();
  return (
    <MessageScreen title={t('common.error.schoolCodeInvalid.title')}>
      <Text>{t('common.error.schoolCodeInvalid.body')}</Text>
    </MessageScreen>
  );
}
