import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoOnSchoolOption, GoOnView } from '@sukoyaka/contracts/advancement';
import { formatDateTime } from '@sukoyaka/contracts/dates';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveGoOnPlans } from '../hooks/use-advancement.ts';
import { KlassPlanCard } from './klass-plan-card.tsx';
import { initialPlans, klassGroups, type PlanDraft } from './plan-defaults.ts';

/**
 * The year-end advancement board (spec §2 settings/advancement, §7 Go-on-school; issue 13 item 5):
 * every class of the closing year with its plan, 途中保存する (the plans as they are) and
 * 確定して次年度に反映する after a confirmation (the new year's grades, classes and numbers; this
 * year's records stay). The server's reasons (a student without plan, clashing numbers) show above
 * the buttons.
 */
export function AdvancementBoard({ view, schools }: { view: GoOnView; schools: GoOnSchoolOption[] }) {
  const { t } = useTranslation();
  const save = useSaveGoOnPlans();
  const [plans, setPlans] = useState(() => initialPlans(view));
  const [confirming, setConfirming] = useState(false);
  const groups = useMemo(() => klassGroups(view), [view]);
  const errorLines = isApiError(save.error)
    ? [...save.error.errors, ...Object.values(save.error.fieldErrors).flat()]
    : save.error
      ? [t('common.error.generic')]
      : [];
  const close = t('teacherSettings.roster.advancement.close');
  const planned = view.students.filter((s) => s.plan).length;
  const inProgress = view.students.filter((s) => s.plan?.status === 'in_progress').length;
  const applied = view.students.filter((s) => s.plan?.status === 'applied').length;

  function change(drafts: PlanDraft[]) {
    setPlans((current) => {
      const next = new Map(current);
      for (const d of drafts) next.set(d.studentId, d);
      return next;
    });
  }

  function send(inProgressOnly: boolean) {
    save.mutate(
      { body: { year: view.year, plans: [...plans.values()], apply: !inProgressOnly }, inProgress: inProgressOnly },
      {
        onSuccess: (result) => {
          setConfirming(false);
          const message = inProgressOnly
            ? t('teacherSettings.roster.advancement.saved')
            : t('teacherSettings.roster.advancement.applied', { count: result.enrolled });
          notifications.show({ color: 'green', message, closeButtonProps: { 'aria-label': close } });
        },
        onError: () => setConfirming(false),
      },
    );
  }

  if (view.students.length === 0) return <Text c="gray.8">{t('teacherSettings.roster.advancement.empty')}</Text>;
  return (
    <Stack gap="md">
      <Text role="status">{t('teacherSettings.roster.advancement.progress', { planned, students: view.students.length, inProgress, applied })}</Text>
      {view.appliedAt ? <Text size="sm">{t('teacherSettings.roster.advancement.appliedAt', { date: formatDateTime(view.appliedAt) })}</Text> : null}
      {groups.map((g) => (
        <KlassPlanCard key={g.klassId} group={g} grades={view.grades} schools={schools} plans={plans} onChange={change} />
      ))}
      <ErrorAlert messages={errorLines} />
      <Group gap="sm">
        <Button variant="default" loading={save.isPending && save.variables?.inProgress} onClick={() => send(true)}>
          {t('teacherSettings.roster.advancement.saveInProgress')}
        </Button>
        <Button onClick={() => setConfirming(true)}>{t('teacherSettings.roster.advancement.apply')}</Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('teacherSettings.roster.advancement.confirmTitle')}
        closeButtonProps={{ 'aria-label': close }}
      >
        <Stack gap="md">
          <Text>{t('teacherSettings.roster.advancement.confirmBody', { year: view.year + 1 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('teacherSettings.roster.advancement.cancel')}
            </Button>
            <Button loading={save.isPending && !save.variables?.inProgress} onClick={() => send(false)}>
              {t('teacherSettings.roster.advancement.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
