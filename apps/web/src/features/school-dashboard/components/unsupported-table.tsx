import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { UnsupportedItem } from '@sukoyaka/contracts/unsupported';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { StudentLink } from '../../../components/ui/student-link.tsx';
import { formatAlertTime, formatRecordTime } from '../../../lib/time-formats.ts';
import { paths } from '../../../lib/paths.ts';

export interface UnsupportedTableProps {
  list: UnsupportedItem[];
  caption: string;
}

const KIND_COLOR = { mental: 'grape', physical: 'orange', talk: 'red' } as const;

/**
 * The 未対応をすべて表示 list (spec §2 show-all-unsupported, issue 10 item 4): every waiting condition
 * alert and talk request, any day, newest first: when (an alert's time YYYY年MM月DD日 HH:mm, a talk
 * request's YYYY/MM/DD HH:mm, spec §9), what (心不調 / 体不調 / 話したい), who (grade, class, 番 and
 * the name to the student page), the alert text or button, and where to act: the student's alert
 * section (対応済みにする) or the 話したいダッシュボード's open requests. Both return here.
 */
export function UnsupportedTable({ list, caption }: UnsupportedTableProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  return (
    <CaptionedTable
      caption={caption}
      minWidth={720}
      withTableBorder
      highlightOnHover
      verticalSpacing="xs"
      columns={[
        { label: t('teacher.allDashboard.unsupported.columns.datetime'), w: 190 },
        { label: t('teacher.allDashboard.unsupported.columns.kind'), w: 100 },
        { label: t('teacher.allDashboard.unsupported.columns.student'), w: 190 },
        { label: t('teacher.allDashboard.unsupported.columns.content') },
        { label: t('teacher.allDashboard.unsupported.columns.action'), w: 150 },
      ]}
    >
      <Table.Tbody>
        {list.length === 0 ? (
          <EmptyTableRow columns={5}>{t('teacher.allDashboard.unsupported.empty')}</EmptyTableRow>
        ) : (
          list.map((item) => (
            <Table.Tr key={`${item.kind}:${item.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.kind === 'talk' ? formatRecordTime(item.datetime) : formatAlertTime(item.datetime)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={KIND_COLOR[item.kind]} styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}>
                  {t(`teacher.allDashboard.unsupported.kinds.${item.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Th scope="row" fw={500}>
                <Text size="sm" c="gray.8">
                  {t('teacher.student.klassNumber', { grade: item.student.gradeName, klass: item.student.klassName, number: item.student.studentNumber })}
                </Text>
                <StudentLink studentId={item.student.id}>{item.student.name}</StudentLink>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>{item.content}</Table.Td>
              <Table.Td>
                {item.kind === 'talk' ? (
                  <Anchor component={Link} to={paths.teacher(schoolCode, 'sos_dashboard', { status: 'not_supported' })} size="sm">
                    {t('teacher.allDashboard.unsupported.openTalk')}
                  </Anchor>
                ) : (
                  <StudentLink
                    studentId={item.student.id}
                    section="alert"
                    aria-label={t('teacher.allDashboard.unsupported.openAlertLabel', { name: item.student.name })}
                  >
                    {t('teacher.allDashboard.unsupported.openAlert')}
                  </StudentLink>
                )}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
