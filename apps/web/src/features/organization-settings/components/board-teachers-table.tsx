import { Badge, Table } from '@mantine/core';
import type { BoardTeachers } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';

/** The organisation's teachers (spec §7 organization/teachers): school, name, e-mail, 管理者. */
export function BoardTeachersTable({ teachers }: { teachers: BoardTeachers['list'] }) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={t('organization.settings.teachers.caption')}
      minWidth={640}
      striped
      withTableBorder
      verticalSpacing="xs"
      columns={[
        { label: t('organization.settings.teachers.school') },
        { label: t('organization.settings.teachers.name') },
        { label: t('organization.settings.teachers.email') },
        { label: t('organization.settings.teachers.role') },
      ]}
    >
      <Table.Tbody>
        {teachers.length === 0 ? (
          <EmptyTableRow columns={4}>{t('organization.settings.teachers.empty')}</EmptyTableRow>
        ) : (
          teachers.map((teacher) => (
            <Table.Tr key={teacher.id}>
              <Table.Td>{teacher.school.name}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {teacher.name}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{teacher.email}</Table.Td>
              <Table.Td>
                {teacher.admin ? (
                  <Badge size="sm" variant="light" color="blue">
                    {t('teacher.header.admin')}
                  </Badge>
                ) : (
                  t('organization.settings.teachers.teacher')
                )}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
