import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconDownload } from '@tabler/icons-react';
import { REGISTER_TOTAL_KEYS as TOTAL_KEYS } from '@sukoyaka/contracts/register-totals';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadKlassAttendanceTotals } from '../api/register-totals.ts';
import { useStudentAttendanceTotals } from '../hooks/use-register-totals.ts';
import { AttendanceMonthsModal } from './attendance-months-modal.tsx';

export interface AttendanceTotalsPanelProps {
  studentId: number;
  studentName: string;
}

/**
 * 出欠の集計 on this year's pupil page (issue 25 item 7, decision 066): the year's 授業日数,
 * 出席停止・忌引等の日数, 出席しなければならない日数, 欠席日数, 出席日数, 遅刻 and 早退 so far, a warning when
 * 欠席 reached 30 days (the 不登校 threshold), 月ごとに見る (the months table) and the class's totals
 * as Excel.
 */
export function AttendanceTotalsPanel({ studentId, studentName }: AttendanceTotalsPanelProps) {
  const { t } = useTranslation();
  const k = 'teacherStudents.attendanceTotals';
  const totals = useStudentAttendanceTotals(studentId);
  const [monthsOpen, setMonthsOpen] = useState(false);
  const headingId = useId();
  const excel = useDownload(downloadKlassAttendanceTotals);

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconCalendarStats size={22} aria-hidden="true" />
            {t(`${k}.title`)}
          </Group>
        </Title>
        {totals.isPending ? (
          <LoadingScreen minHeight={80} />
        ) : totals.isError ? (
          <LoadFailure order={2} />
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t(`${k}.lead`, { year: totals.data.year, upTo: formatDate(totals.data.upTo) })}
            </Text>
            {totals.data.reachedNotAttendingThreshold ? (
              <Alert color="orange" variant="light" role="alert">
                {t(`${k}.threshold`, { days: totals.data.notAttendingThreshold })}
              </Alert>
            ) : null}
            <Table withRowBorders verticalSpacing={4} fz="sm" aria-label={t(`${k}.caption`, { name: studentName, year: totals.data.year })}>
              <Table.Tbody>
                {TOTAL_KEYS.map((key) => (
                  <Table.Tr key={key}>
                    <Table.Th scope="row" fw={500}>
                      {t(`${k}.${key}`)}
                    </Table.Th>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {t(key === 'lateness' || key === 'leaveEarly' ? `${k}.times` : `${k}.days`, { count: totals.data.total[key] })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group gap="xs" wrap="wrap">
              <Button size="sm" variant="default" onClick={() => setMonthsOpen(true)}>
                {t(`${k}.months`)}
              </Button>
              <Button
                size="sm"
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden="true" />}
                loading={excel.isPending}
                onClick={() => excel.mutate(totals.data.klassId, { onSuccess: (fileName) => showDone(t(`${k}.downloaded`, { fileName })) })}
              >
                {t(`${k}.klassExcel`)}
              </Button>
            </Group>
            <ErrorAlert error={excel.error} />
            <AttendanceMonthsModal opened={monthsOpen} onClose={() => setMonthsOpen(false)} studentName={studentName} totals={totals.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
