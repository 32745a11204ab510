import { Anchor, Badge, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { BULLYING_FORMS, CASE_STATES, NO_ACTION_REMINDER_DAYS, OPEN_CASE_STATES } from '@sukoyaka/contracts/bullying-cases';
import { formatDate } from '@sukoyaka/contracts/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCases } from '../hooks/use-bullying-cases.ts';

/**
 * The school's bullying cases within the teacher's reach (issue 26 item 2): open cases (対応中,
 * 解消に向けた取組中) by default or all, oldest 認知 first, with the affected pupil, class, 認知日,
 * days since 認知, state, 態様 and the last action's date, marked 「N日間対応なし」 after 14 days
 * without an action (decision 073). A row opens the case page.
 */
export function CasesList() {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const { school_code: schoolCode = '' } = useParams();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const cases = useCases(filter);
  usePageTitle(t(`${k}.listTitle`), t('common.appName'));
  return (
    <Stack gap="md" pb={80}>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t(`${k}.listTitle`)}
      </Title>
      <SegmentedControl
        aria-label={t(`${k}.filterLabel`)}
        w="fit-content"
        value={filter}
        onChange={(v) => setFilter(v as 'open' | 'all')}
        data={[
          { value: 'open', label: t(`${k}.filterOpen`) },
          { value: 'all', label: t(`${k}.filterAll`) },
        ]}
      />
      {cases.isPending ? (
        <LoadingScreen minHeight={160} />
      ) : cases.isError ? (
        <LoadFailure />
      ) : cases.data.length === 0 ? (
        <Text>{t(`${k}.none`)}</Text>
      ) : (
        <Table withTableBorder striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${k}.pupil`)}</Table.Th>
              <Table.Th>{t(`${k}.klass`)}</Table.Th>
              <Table.Th>{t(`${k}.recognizedOn`)}</Table.Th>
              <Table.Th>{t(`${k}.days`)}</Table.Th>
              <Table.Th>{t(`${k}.absenceColumn`)}</Table.Th>
              <Table.Th>{t(`${k}.state`)}</Table.Th>
              <Table.Th>{t(`${k}.forms`)}</Table.Th>
              <Table.Th>{t(`${k}.lastActedOn`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cases.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={paths.teacher(schoolCode, `bullying-cases/${c.id}`)}>
                    {c.affected.name}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.affected.klassName ?? '-'}</Table.Td>
                <Table.Td>{formatDate(c.recognizedOn)}</Table.Td>
                <Table.Td>{t(`${k}.daysValue`, { count: c.daysSinceRecognized })}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={c.watch.warnings.length || c.watch.claim ? 700 : undefined} c={c.watch.candidate ? 'red.9' : undefined}>
                    {t(`${k}.absenceValue`, { count: c.watch.absenceDays })}
                    {c.watch.candidate ? t(`${k}.candidateShort`) : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {CASE_STATES[c.state]}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">{c.forms.map((f) => BULLYING_FORMS[f]).join('／')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{c.lastActedOn ? formatDate(c.lastActedOn) : t(`${k}.noAction`)}</Text>
                  {/* The 14-day no-action reminder (decision 073): the same rule the daily mail follows. */}
                  {OPEN_CASE_STATES.includes(c.state) && c.daysWithoutAction >= NO_ACTION_REMINDER_DAYS ? (
                    <Badge color="orange.9" variant="filled" style={{ whiteSpace: 'nowrap' }}>
                      {t(`${k}.stale`, { count: c.daysWithoutAction })}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
