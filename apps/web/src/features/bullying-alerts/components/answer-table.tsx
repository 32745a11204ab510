// Mantine's Progress styles (the score bar): without them the bar has no height and does not show.
import '@mantine/core/styles/Progress.css';
import { Box, Progress, Table, Text, Title } from '@mantine/core';
import { showsScoreBar, type AnswerRow } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';

/** spec §9: the question table scrolls 240 px per column. */
export const ANSWER_COLUMN_PX = 240;

/**
 * The bullying questionnaire answer table (spec §2): title, rows of No, question, answer and, when
 * any row has one, score with a bar (only single_select_row questions whose total is under 11).
 * Rows that matched an alert rule are bold on light blue. Columns keep 240 px and the table
 * scrolls sideways when it does not fit.
 */
export function AnswerTable({ title, rows }: { title: string; rows: AnswerRow[] }) {
  const { t } = useTranslation();
  const withScore = rows.some((r) => r.score !== null);
  return (
    <Box>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      <CaptionedTable caption={t('bullyingAlerts.answer.caption', { title })} minWidth={ANSWER_COLUMN_PX * (withScore ? 3 : 2) + 48} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('bullyingAlerts.answer.no')}</Table.Th>
            <Table.Th miw={ANSWER_COLUMN_PX}>{t('bullyingAlerts.answer.question')}</Table.Th>
            <Table.Th miw={ANSWER_COLUMN_PX}>{t('bullyingAlerts.answer.answer')}</Table.Th>
            {withScore ? <Table.Th miw={ANSWER_COLUMN_PX}>{t('bullyingAlerts.answer.score')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.questionId} data-matched={r.matched || undefined} bg={r.matched ? 'blue.0' : undefined} fw={r.matched ? 700 : undefined}>
              <Table.Td>{r.no}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.question}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.answer || '-'}</Table.Td>
              {withScore ? (
                <Table.Td>
                  {/* A question whose options carry no score (total 0) has no score to show. */}
                  {r.score !== null && r.totalScore > 0 ? (
                    <>
                      <Text span>
                        {r.score} / {r.totalScore}
                      </Text>
                      {showsScoreBar(r) ? (
                        <Progress
                          value={r.totalScore ? (100 * r.score) / r.totalScore : 0}
                          mt={4}
                          aria-label={t('bullyingAlerts.answer.bar', { score: r.score, total: r.totalScore })}
                        />
                      ) : null}
                    </>
                  ) : (
                    '-'
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
    </Box>
  );
}
