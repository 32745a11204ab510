import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ALERT_LEVELS } from '@sukoyaka/contracts/questionnaires';
import type { BoardDashboard } from '@sukoyaka/contracts/local-government';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate } from '../../../lib/board-figures.ts';
import { figureLink } from '../lib/links.ts';
import { formatWait } from '../lib/wait.ts';
import { FigureLink } from './figure-link.tsx';

const LEVELS = ALERT_LEVELS.filter((l) => l !== 'normal');

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap={6}>
        <Text size="sm" fw={700} c="gray.8">
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="gray.8">
        {label}
      </Text>
      <Text size="lg" span>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The organisation's totals of the day and month (issue 14 item 2): check-in rate, students with a
 * condition alert, unanswered 話したい and the longest wait, questionnaire answers per alert level not
 * yet 組織確認済み, parents' absence reports; each number links to its report page.
 */
export function SummaryCards({ dashboard }: { dashboard: BoardDashboard }) {
  const { t } = useTranslation();
  const total = dashboard.total;
  const link = (figure: Parameters<typeof figureLink>[0]) => figureLink(figure, dashboard.month);
  const l = (label: string, value: string) => `${label} ${value}`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm">
      <Card title={t('organization.dashboard.checkIn')}>
        <Line label={t('organization.dashboard.today')}>
          <FigureLink to={link('checkIn')} label={l(t('organization.dashboard.checkInToday'), formatRate(total.today.checkInRate))}>
            {formatRate(total.today.checkInRate)}
          </FigureLink>
        </Line>
        <Line label={t('organization.dashboard.thisMonth')}>
          <FigureLink to={link('checkIn')} label={l(t('organization.dashboard.checkInMonth'), formatRate(total.month.checkInRate))}>
            {formatRate(total.month.checkInRate)}
          </FigureLink>
        </Line>
      </Card>
      <Card title={t('organization.dashboard.conditionAlerts')}>
        <Line label={t('organization.dashboard.today')}>
          <FigureLink to={link('conditionAlerts')} label={l(t('organization.dashboard.conditionToday'), formatCount(total.conditionAlerts.todayStudents))}>
            {formatCount(total.conditionAlerts.todayStudents)}
          </FigureLink>
        </Line>
        <Line label={t('organization.dashboard.thisMonth')}>
          <FigureLink to={link('conditionAlerts')} label={l(t('organization.dashboard.conditionMonth'), formatCount(total.conditionAlerts.monthStudents))}>
            {formatCount(total.conditionAlerts.monthStudents)}
          </FigureLink>
        </Line>
        <Line label={t('organization.dashboard.unprocessed')}>
          <FigureLink to={link('conditionAlerts')} label={l(t('organization.dashboard.conditionUnprocessed'), formatCount(total.conditionAlerts.unprocessed))}>
            {formatCount(total.conditionAlerts.unprocessed)}
          </FigureLink>
        </Line>
      </Card>
      <Card title={t('organization.dashboard.talkRequests')}>
        <Line label={t('organization.dashboard.unanswered')}>
          <FigureLink to={link('talkRequests')} label={l(t('organization.dashboard.talkUnanswered'), formatCount(total.talkRequests.unanswered))}>
            {formatCount(total.talkRequests.unanswered)}
          </FigureLink>
        </Line>
        <Line label={t('organization.dashboard.longestWait')}>
          <FigureLink to={link('waits')} label={l(t('organization.dashboard.longestWait'), formatWait(total.talkRequests.oldestWaitMinutes, t))}>
            {formatWait(total.talkRequests.oldestWaitMinutes, t)}
          </FigureLink>
        </Line>
        <Line label={t('organization.dashboard.thisMonth')}>
          <FigureLink to={link('talkRequests')} label={l(t('organization.dashboard.talkMonth'), formatCount(total.talkRequests.month))}>
            {formatCount(total.talkRequests.month)}
          </FigureLink>
        </Line>
      </Card>
      <Card title={t('organization.dashboard.bullying')}>
        {LEVELS.map((level) => (
          <Line key={level} label={t(`organization.levels.${level}`)}>
            <FigureLink
              to={link('bullying')}
              label={`${t('organization.dashboard.bullying')} ${t(`organization.levels.${level}`)} ${formatCount(total.bullyingUnconfirmed[level])}`}
            >
              {formatCount(total.bullyingUnconfirmed[level])}
            </FigureLink>
          </Line>
        ))}
      </Card>
      <Card title={t('organization.dashboard.parentAbsences')}>
        <Line label={t('organization.dashboard.today')}>
          <FigureLink to={link('parentAbsences')} label={l(t('organization.dashboard.absencesToday'), formatCount(total.parentAbsences.today))}>
            {formatCount(total.parentAbsences.today)}
          </FigureLink>
        </Line>
        <Line label={t('organization.dashboard.thisMonth')}>
          <FigureLink to={link('parentAbsences')} label={l(t('organization.dashboard.absencesMonth'), formatCount(total.parentAbsences.month))}>
            {formatCount(total.parentAbsences.month)}
          </FigureLink>
        </Line>
      </Card>
    </SimpleGrid>
  );
}
