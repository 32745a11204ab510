import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { formatAlertTime, formatRecordTime } from '../../../lib/time-formats.ts';

export interface StudentAlertTableProps {
  alerts: ConditionAlert[];
  caption: string;
  /** 対応済みにする; absent when resolving is not offered. */
  onResolve?: (alert: ConditionAlert) => void;
  /** The alert being resolved right now (its button spins). */
  resolvingId?: number | null;
  /** Under a resolved alert: its 役に立った / 誤報 / 押し間違い marks (decision 033), composed by the page. */
  renderFeedback?: (alert: ConditionAlert, label: string) => ReactNode;
}

/**
 * A student's condition alerts (spec §3 condition school alert, §4): when (YYYY年MM月DD日 HH:mm),
 * 心 or 体, the alert text and 未対応, or 対応済み with the teacher and time (YYYY/MM/DD HH:mm);
 * an unresolved alert offers 対応済みにする.
 */
export function StudentAlertTable({ alerts, caption, onResolve, resolvingId = null, renderFeedback }: StudentAlertTableProps) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={caption}
      minWidth={640}
      withTableBorder
      verticalSpacing="xs"
      columns={[
        { label: t('teacherStudents.alerts.columns.datetime'), w: 190 },
        { label: t('teacherStudents.alerts.columns.kind'), w: 100 },
        { label: t('teacherStudents.alerts.columns.content') },
        { label: t('teacherStudents.alerts.columns.status'), w: 220 },
      ]}
    >
      <Table.Tbody>
        {alerts.length === 0 ? (
          <EmptyTableRow columns={4}>{t('teacherStudents.alerts.empty')}</EmptyTableRow>
        ) : (
          alerts.map((alert) => {
            const when = formatAlertTime(alert.datetime);
            const kind = t(`teacherStudents.alerts.kind.${alert.conditionKind}`);
            return (
              <Table.Tr key={alert.id}>
                <Table.Th scope="row" fw={500}>
                  {when}
                </Table.Th>
                <Table.Td>{kind}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-line' }}>{alert.contentAlert}</Table.Td>
                <Table.Td>
                  {alert.processed ? (
                    <Stack gap={2}>
                      <Badge color="green" variant="light" leftSection={<IconCheck size={14} aria-hidden="true" />}>
                        {t('teacherStudents.alerts.resolved')}
                      </Badge>
                      <Text size="xs" c="gray.8">
                        {[
                          alert.teacherName ? t('teacherStudents.teacherName', { name: alert.teacherName }) : null,
                          alert.processedAt ? formatRecordTime(alert.processedAt) : null,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      </Text>
                      {renderFeedback?.(alert, `${when} ${kind}`)}
                    </Stack>
                  ) : (
                    <Stack gap={6} align="flex-start">
                      <Badge color="red" variant="light">
                        {t('teacherStudents.alerts.unresolved')}
                      </Badge>
                      {onResolve ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={resolvingId === alert.id}
                          disabled={resolvingId !== null && resolvingId !== alert.id}
                          aria-label={t('teacherStudents.alerts.resolveLabel', { time: when, kind })}
                          onClick={() => onResolve(alert)}
                        >
                          {t('teacherStudents.alerts.resolve')}
                        </Button>
                      ) : null}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
