import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useAlertFeedbackSummary } from '../hooks/use-alert-feedback.ts';

const COLUMNS = ['total', 'useful', 'falseAlarm', 'mistap', 'unmarked'] as const;

/**
 * settings/alert (issue 10 item 11, decision 033): per rule — 心 and 体 (連続日数), 健康観察, 話したい —
 * how many of the school's alerts of the last 90 days were marked 役に立った, 誤報, 押し間違い and how
 * many are unmarked, so a rule that cries wolf shows (a high share of 誤報 is highlighted).
 */
export function FeedbackSummary() {
  const { t } = useTranslation();
  const summary = useAlertFeedbackSummary();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {t('alertFeedback.summary.title')}
        </Title>
        <Text size="sm" c="gray.8">
          {t('alertFeedback.summary.lead')}
        </Text>
        {summary.isError ? (
          <LoadFailure />
        ) : summary.data ? (
          <CaptionedTable
            caption={t('alertFeedback.summary.caption', { from: formatDate(summary.data.from), to: formatDate(summary.data.to) })}
            minWidth={560}
            withTableBorder
            verticalSpacing="xs"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('alertFeedback.summary.rule')}</Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Th key={c} scope="col" ta="right">
                    {t(`alertFeedback.summary.columns.${c}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.data.rules.map((row) => {
                const wolf = row.falseAlarm + row.mistap > row.useful && row.falseAlarm + row.mistap >= 3;
                return (
                  <Table.Tr key={row.rule} data-rule={row.rule}>
                    <Table.Th scope="row" fw={500}>
                      {t(`alertFeedback.summary.rules.${row.rule}`)}
                      {wolf ? (
                        <Text size="xs" c="red.9" fw={700}>
                          {t('alertFeedback.summary.wolf')}
                        </Text>
                      ) : null}
                    </Table.Th>
                    {COLUMNS.map((c) => (
                      <Table.Td key={c} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {t('alertFeedback.summary.count', { count: row[c] })}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </CaptionedTable>
        ) : null}
      </Stack>
    </Paper>
  );
}
