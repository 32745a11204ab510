import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { parentAttendanceStateOf, type ParentAttendanceRow } from '@sukoyaka/contracts/parent-attendance';
import { useState } from 'react';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { formatDateTime, formatDateWithWeekday } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import { useConfirmParentAttendance } from '../hooks/use-parent-attendance-dashboard.ts';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { StudentLink } from '../../../components/ui/student-link.tsx';
import { showDone } from '../../../components/ui/toast.ts';

export interface ParentAttendanceTableProps {
  list: ParentAttendanceRow[];
}

const STATE_COLOR = { unconfirmed: 'yellow', confirmed: 'green', cancelled: 'gray' } as const;

/**
 * The list of the 出欠連絡 dashboard (spec §3 parent attendance, §4 "unconfirmed, confirmed,
 * cancelled"): the day, the student, what the parent reported (e.g. 欠席 (病欠) and their memo),
 * who sent it when, and the state. An unconfirmed report offers 確認する (it then enters the
 * class register); a withdrawn one shows when and why. A refused confirm (409 already confirmed,
 * 422 withdrawn) shows the server's message.
 */
export function ParentAttendanceTable({ list }: ParentAttendanceTableProps) {
  const { t } = useTranslation();
  const confirm = useConfirmParentAttendance();
  const [error, setError] = useState<string[]>([]);
  const htmlLang = currentHtmlLang();

  function confirmOne(row: ParentAttendanceRow) {
    setError([]);
    confirm.mutate(row.id, {
      onSuccess: () => showDone(t('teacher.parentAttendances.confirmed', { name: row.studentName })),
      onError: (e) => setError(errorMessages(e, t('common.error.generic'))),
    });
  }

  return (
    <Stack gap="sm">
      <ErrorAlert messages={error} />
      <CaptionedTable
        caption={t('teacher.parentAttendances.caption')}
        minWidth={900}
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="sm"
        columns={[
          { label: t('teacher.parentAttendances.columns.date'), w: 150 },
          { label: t('teacher.parentAttendances.columns.student'), w: 190 },
          { label: t('teacher.parentAttendances.columns.content') },
          { label: t('teacher.parentAttendances.columns.parent'), w: 200 },
          { label: t('teacher.parentAttendances.columns.state'), w: 170 },
        ]}
      >
        <Table.Tbody>
          {list.length === 0 ? (
            <EmptyTableRow columns={5}>{t('teacher.parentAttendances.empty')}</EmptyTableRow>
          ) : (
            list.map((row) => {
              const state = parentAttendanceStateOf(row);
              const status = t(`teacher.attendance.status.${row.status}`);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateWithWeekday(row.date, htmlLang)}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    <Text size="sm" c="gray.8">
                      {t('teacher.student.klassNumber', { grade: row.gradeName, klass: row.klassName, number: row.studentNumber })}
                    </Text>
                    <StudentLink studentId={row.studentId}>{row.studentName}</StudentLink>
                  </Table.Th>
                  <Table.Td>
                    <Text fw={700} td={state === 'cancelled' ? 'line-through' : undefined}>
                      {row.reason ? t('teacher.attendance.register', { status, reason: t(`teacher.attendance.reasons.${row.reason}`) }) : status}
                    </Text>
                    {row.memo ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {row.memo}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.parentName}</Text>
                    <Text size="xs" c="gray.8">
                      {formatDateTime(row.datetime)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-start">
                      <Badge variant="light" color={STATE_COLOR[state]}>
                        {t(`teacher.parentAttendances.state.${state}`)}
                      </Badge>
                      {state === 'cancelled' ? (
                        <>
                          {row.cancelledAt ? (
                            <Text size="xs" c="gray.8">
                              {t('teacher.parentAttendances.cancelledAt', { datetime: formatDateTime(row.cancelledAt) })}
                            </Text>
                          ) : null}
                          {row.cancelledMemo ? (
                            <Text size="xs" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
                              {t('teacher.parentAttendances.cancelledMemo', { memo: row.cancelledMemo })}
                            </Text>
                          ) : null}
                        </>
                      ) : null}
                      {state === 'unconfirmed' ? (
                        <Button
                          size="sm"
                          aria-label={t('teacher.parentAttendances.confirmLabel', { name: row.studentName })}
                          loading={confirm.isPending && confirm.variables === row.id}
                          onClick={() => confirmOne(row)}
                        >
                          {t('teacher.parentAttendances.confirm')}
                        </Button>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </CaptionedTable>
    </Stack>
  );
}
