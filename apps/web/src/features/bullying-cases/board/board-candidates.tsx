import { Paper, Table, Text, Title } from '@mantine/core';
import { CASE_STATES, CLAIMANTS } from '@sukoyaka/contracts/bullying-cases';
import { formatDate } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useBoardCandidates } from './board-bullying-api.ts';

/**
 * The board's 重大事態 watch (issue 26 item 3, decision 061): every case of its schools with an
 * absence warning or a claim, candidates first — school, grade, 認知日, state, 欠席 days, the date
 * each warning fired, the claim. No pupil names.
 */
export function BoardCandidates() {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const list = useBoardCandidates();
  const title = t(`${k}.boardCandidatesTitle`);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="board-candidates-title">
      <Title order={2} fz="lg" id="board-candidates-title" mb="sm">
        {title}
      </Title>
      {list.isPending ? (
        <LoadingScreen minHeight={120} />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : list.data.length === 0 ? (
        <Text>{t(`${k}.boardNoCandidates`)}</Text>
      ) : (
        <CaptionedTable
          caption={title}
          minWidth={860}
          striped
          columns={[
            { label: t(`${k}.school`) },
            { label: t(`${k}.grade`) },
            { label: t(`${k}.recognizedOn`) },
            { label: t(`${k}.state`) },
            { label: t(`${k}.absenceColumn`) },
            { label: t(`${k}.warnings`) },
            { label: t(`${k}.claim`) },
          ]}
        >
          <Table.Tbody>
            {list.data.map((c) => (
              <Table.Tr key={c.caseId}>
                <Table.Td>{c.schoolName}</Table.Td>
                <Table.Td>{c.gradeName ?? '-'}</Table.Td>
                <Table.Td>{formatDate(c.recognizedOn)}</Table.Td>
                <Table.Td>{CASE_STATES[c.state]}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={c.watch.candidate ? 700 : undefined}>
                    {t(`${k}.absenceValue`, { count: c.watch.absenceDays })}
                    {c.watch.candidate ? t(`${k}.candidateShort`) : ''}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">{c.watch.warnings.map((w) => `${w.days}日 ${formatDate(w.firedOn)}`).join('／') || '-'}</Table.Td>
                <Table.Td fz="sm">{c.watch.claim ? `${formatDate(c.watch.claim.claimedOn)} ${CLAIMANTS[c.watch.claim.claimant]}` : '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CaptionedTable>
      )}
    </Paper>
  );
}
