import { Button, Text } from '@mantine/core';
import type { BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { useBulkConfirmStatus } from '../hooks/use-bullying.ts';

/**
 * 組織確認済みにする on a student's answer page, for a board user's school access only (spec §4
 * teacher confirmation status 4; decisions 028, 037): sets status 4 of this sheet through
 * update_teacher_confirm_status. Shown for a completed sheet not yet 組織確認済み; afterwards a
 * status line says it was done (the badge beside it shows the new status).
 */
export function OrganizationVerify({ alert }: { alert: BullyingAlert }) {
  const { t } = useTranslation();
  const save = useBulkConfirmStatus();
  if (alert.completed !== true) return null;
  if (alert.teacherConfirmStatus === 'organization_verified') {
    return save.isSuccess ? (
      <Text size="sm" role="status">
        {t('bullyingAlerts.answer.organizationVerified')}
      </Text>
    ) : null;
  }
  return (
    <Button
      size="xs"
      color="grape"
      loading={save.isPending}
      onClick={() => save.mutate({ deliveryId: alert.questionnaireDeliveryId, studentIds: [alert.studentId], status: 4 })}
    >
      {t('bullyingAlerts.answer.organizationVerify')}
    </Button>
  );
}
