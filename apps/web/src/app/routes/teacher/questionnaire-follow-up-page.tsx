import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { positiveIntParam } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { periodText } from '../../../features/questionnaire-deliveries/format.ts';
import { useFollowUp } from '../../../features/bullying-alerts/hooks/use-bullying.ts';
import { AlertedTable, DeclinedTable } from '../../../features/bullying-alerts/components/follow-up-tables.tsx';

/** One list of the page: a section named by its heading, a line of explanation, the table. */
function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <Text size="sm" c="gray.8" mb="xs">
        {lead}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * `/{school_code}/teacher/bullying-alert/follow_up?questionnaireDeliveryId=` (issue 28 item 4,
 * issue 24 item 7; decision 076): a custom delivery's title and full period (Japan time), the
 * pupils its alert rules raised a stage for (AlertedTable) and the pupils who chose もう こたえない
 * with もう一度たずねる (DeclinedTable), in the teacher's reach. A missing id, or a delivery the
 * API does not know for this school (or a bullying one, which has its own views), shows the 404.
 */
export function FollowUpPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const [params] = useSearchParams();
  const deliveryId = positiveIntParam(params, 'questionnaireDeliveryId');
  const followUp = useFollowUp(deliveryId);
  usePageTitle(t('bullyingAlerts.followUp.pageTitle'), t('common.appName'));
  if (deliveryId === undefined || isApiError(followUp.error, 404)) return <NotFoundView />;
  if (followUp.isPending) return <LoadingScreen minHeight={240} />;
  if (followUp.isError) return <LoadFailure />;
  const { delivery, alerted, declined } = followUp.data;
  return (
    <Stack gap="lg" pb="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm" c="gray.8">
            {t('bullyingAlerts.followUp.pageTitle')}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 26 }} lang="ja">
            {stripFurigana(delivery.title)}
          </Title>
          <Text size="sm">{t('bullyingAlerts.followUp.period', { period: periodText(delivery) })}</Text>
        </Stack>
        <Anchor component={Link} to={paths.teacher(schoolCode, 'questionnaire-deliveries')}>
          {t('bullyingAlerts.followUp.back')}
        </Anchor>
      </Group>
      <Section id="follow-up-alerted" title={t('bullyingAlerts.followUp.alertedTitle')} lead={t('bullyingAlerts.followUp.alertedLead')}>
        <AlertedTable rows={alerted} />
      </Section>
      <Section id="follow-up-declined" title={t('bullyingAlerts.followUp.declinedTitle')} lead={t('bullyingAlerts.followUp.declinedLead')}>
        <DeclinedTable rows={declined} />
      </Section>
    </Stack>
  );
}
