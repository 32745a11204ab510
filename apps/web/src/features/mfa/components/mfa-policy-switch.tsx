import { Alert, Paper, Stack, Switch, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { MfaAccountContext, useMfaPolicy, useUpdateMfaPolicy } from '../hooks/use-mfa.ts';

/**
 * The school's "require MFA for admin teachers" switch (admin teachers only; POST
 * /api/teachers/mfa/policy, decision 019), or the board's for its users (POST
 * /api/local_governments/mfa/policy) when MfaAccountContext is the board's. Those it covers without
 * MFA set it up at their next login.
 */
export function MfaPolicySwitch() {
  const { t } = useTranslation();
  const board = useContext(MfaAccountContext) === 'local_government';
  const policy = useMfaPolicy(true);
  const update = useUpdateMfaPolicy();
  const errors = errorMessages(update.error, t('common.error.generic'));
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t(board ? 'teacherSettings.mfa.board.policyTitle' : 'teacherSettings.mfa.policy.title')}
        </Title>
        <ErrorAlert messages={errors} />
        <Switch
          size="md"
          label={t(board ? 'teacherSettings.mfa.board.policyLabel' : 'teacherSettings.mfa.policy.label')}
          description={t(board ? 'teacherSettings.mfa.board.policyDescription' : 'teacherSettings.mfa.policy.description')}
          checked={policy.data?.required ?? false}
          disabled={!policy.data || update.isPending}
          onChange={(event) => update.mutate(event.currentTarget.checked)}
        />
        {update.isSuccess ? (
          <Alert color="green" variant="light" role="status" icon={<IconCheck size={20} aria-hidden="true" />}>
            {t('teacherSettings.mfa.policy.saved')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
