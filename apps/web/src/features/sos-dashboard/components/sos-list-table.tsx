import { Badge, Stack, Table, Text } from '@mantine/core';
import { IconMessageCircleCheck, IconMessageCircleExclamation } from '@tabler/icons-react';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useState, type ReactNode } from 'react';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { TALK_PROCESSED, TALK_UNPROCESSED } from '../../../components/ui/dashboard-cells.tsx';
import type { SosProcessedStatus } from '../api/sos-dashboard.ts';
import { ProcessSosModal } from './process-sos-modal.tsx';
import { SosActions } from './sos-actions.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { StudentLink } from '../../../components/ui/student-link.tsx';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import { showDone } from '../../../components/ui/toast.ts';

export interface SosListTableProps {
  list: TeacherSosRecord[];
  /** The school keeps a status list for handled requests (spec §4): 対応を記録する adds a status (decision 053). */
  processingEnabled: boolean;
  statuses: SosProcessedStatus[];
  /** Under a handled request (any request when processing is off): its marks (decision 033), composed by the page. */
  renderFeedback?: (sos: TeacherSosRecord) => ReactNode;
}

/**
 * The list of the 話したいダッシュボード (spec §2, §4 SOS): when (YYYY/MM/DD HH:mm, decision 030), who, which
 * button (the name opens the student page), and the state: 未対応 in dark red, or 対応済み with the recorded status, teacher and time
 * (YYYY/MM/DD HH:mm), in blue (spec §4 talk icon). An open request always offers 見ました and
 * 対応した (decision 053, issue 24 item 1); where the school keeps a status list, also 対応を記録する.
 */
export function SosListTable({ list, processingEnabled, statuses, renderFeedback }: SosListTableProps) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState<TeacherSosRecord | null>(null);
  const withAction = processingEnabled && statuses.length > 0;
  return (
    <>
      <CaptionedTable
        caption={t('teacher.sosDashboard.caption')}
        minWidth={820}
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        columns={[
          { label: t('teacher.sosDashboard.columns.datetime'), w: 190 },
          { label: t('teacher.sosDashboard.columns.student') },
          { label: t('teacher.sosDashboard.columns.label') },
          { label: t('teacher.sosDashboard.columns.state'), w: 340 },
        ]}
      >
        <Table.Tbody>
          {list.length === 0 ? (
            <EmptyTableRow columns={4}>{t('teacher.sosDashboard.empty')}</EmptyTableRow>
          ) : (
            list.map((sos) => (
              <Table.Tr key={sos.id}>
                <Table.Td>{formatRecordTime(sos.datetime)}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm" c="gray.8">
                    {t('teacher.student.klassNumber', { grade: sos.student.gradeName, klass: sos.student.klassName, number: sos.student.studentNumber })}
                  </Text>
                  <StudentLink studentId={sos.student.id}>{sos.student.name}</StudentLink>
                </Table.Th>
                <Table.Td>
                  {stripFurigana(sos.label)}
                  {sos.urgentNote ? (
                    <Text size="sm" fw={700} c="red.9">
                      <Badge color="red" variant="filled" mr={6}>
                        {t('teacher.sosDashboard.urgent')}
                      </Badge>
                      {sos.urgentNote}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {sos.processed ? (
                    <Stack gap={0}>
                      {/* Spec §4 talk icon, blue once handled (decision 053: handling no longer needs the 対応状況 setting). */}
                      <Text size="sm" fw={700} c={TALK_PROCESSED}>
                        <IconMessageCircleCheck size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
                        {t('teacher.dashboard.needsCheck.processed')}
                      </Text>
                      {sos.processedStatus ? (
                        <Text size="sm" fw={600}>
                          {sos.processedStatus}
                        </Text>
                      ) : null}
                      {sos.processedAt ? (
                        <Text size="xs" c="gray.8">
                          {sos.teacherName
                            ? t('teacher.sosDashboard.processedBy', { teacher: sos.teacherName, datetime: formatRecordTime(sos.processedAt) })
                            : formatRecordTime(sos.processedAt)}
                        </Text>
                      ) : null}
                      {renderFeedback?.(sos)}
                    </Stack>
                  ) : (
                    <Stack gap={6} align="flex-start">
                      <Text size="sm" fw={700} c={TALK_UNPROCESSED}>
                        <IconMessageCircleExclamation size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
                        {t('teacher.dashboard.needsCheck.unprocessed')}
                      </Text>
                      {sos.escalated ? (
                        <Badge color="red" variant="filled" title={t('alertFeedback.escalatedTitle')}>
                          {t('alertFeedback.escalated')}
                        </Badge>
                      ) : null}
                      <SosActions sos={sos} onRecordWithStatus={withAction ? () => setProcessing(sos) : undefined} />
                      {processingEnabled ? null : renderFeedback?.(sos)}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </CaptionedTable>
      {processing ? (
        <ProcessSosModal
          sos={processing}
          statuses={statuses}
          onClose={() => setProcessing(null)}
          onDone={() => {
            showDone(t('teacher.sosDashboard.processed', { name: processing.student.name }));
            setProcessing(null);
          }}
        />
      ) : null}
    </>
  );
}
