import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal.tsx';

export interface UnsavedChangesGuardProps {
  /** True while there are changes that are not saved. */
  when: boolean;
}

/**
 * Spec §2/§8 "warning on leave": while `when`, moving to another page asks 保存していない内容が
 * あります … 本当に移動しますか？ with 移動する / キャンセル (react-router's blocker; changes of the
 * query string alone are not a leave). Closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('teacherSettings.editSession.leaveTitle')}
      confirmLabel={t('teacherSettings.editSession.leave')}
      cancelLabel={t('teacherSettings.editSession.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <Text>{t('teacherSettings.editSession.leaveBody')}</Text>
    </ConfirmModal>
  );
}
