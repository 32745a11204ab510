import { Text } from '@mantine/core';
import type { ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { formatAlertTime } from '../../../lib/time-formats.ts';
import { showDone } from '../../../components/ui/toast.ts';

/** What resolving needs from the caller: its mutation (the dashboards' or the student page's). */
export interface ResolveMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface ResolveAlertFlow {
  /** 対応済みにする was pressed: asks first. */
  ask: (alert: ConditionAlert) => void;
  /** The server's message when a resolve was refused (spec §8), else empty. */
  errors: string[];
  /** The confirmation modal, to render once. */
  modal: ReactNode;
}

/**
 * 対応済みにする as spec §4 asks it (issue 10 item 5): a confirmation modal naming the student and
 * the alert's time, then the resolve (append-only: the API records who and when and never
 * reopens), a toast 「○○ のアラートを対応済みにしました。」, and `onResolved` (the student page
 * returns to the dashboard the teacher came from). A refusal keeps the page and shows why.
 */
export function useResolveAlertFlow(mutation: ResolveMutation, onResolved?: (alert: ConditionAlert) => void): ResolveAlertFlow {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<ConditionAlert | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  function confirm() {
    const alert = asking;
    if (!alert || mutation.isPending) return;
    setErrors([]);
    mutation.mutate(alert.id, {
      onSuccess: () => {
        setAsking(null);
        showDone(t('teacher.alertDashboard.resolved', { name: alert.student.name }));
        onResolved?.(alert);
      },
      onError: (e) => {
        setAsking(null);
        setErrors(errorMessages(e, t('common.error.generic')));
      },
    });
  }

  const modal = (
    <ConfirmModal
      opened={asking !== null}
      title={t('teacher.alertDashboard.confirmTitle')}
      confirmLabel={t('teacher.alertDashboard.resolve')}
      cancelLabel={t('teacher.alertDashboard.confirmCancel')}
      loading={mutation.isPending}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    >
      <Text>{asking ? t('teacher.alertDashboard.confirmBody', { name: asking.student.name, datetime: formatAlertTime(asking.datetime) }) : null}</Text>
      {asking ? (
        <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
          {asking.contentAlert}
        </Text>
      ) : null}
    </ConfirmModal>
  );

  return {
    ask: (alert) => {
      setErrors([]);
      setAsking(alert);
    },
    errors,
    modal,
  };
}
