import { Button, Table, Text } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import type { BoardSchool } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { formatCount, formatRate } from '../../../lib/board-figures.ts';

export interface SchoolsListProps {
  schools: BoardSchool[];
  /** A school to mark (?school= from a dashboard link). */
  highlightId?: number;
  /** The school whose access is being opened (its button spins, the others wait). */
  openingId?: number;
  onAccess: (school: BoardSchool) => void;
  /** Opens 学校コードを設定 for a school. */
  onEditCode: (school: BoardSchool) => void;
}

/**
 * The organisation's schools with their figures (spec §2 /local_governments/schools): the URL code
 * and MEXT 学校コード (set with 学校コードを設定, decision 046), kind, students,
 * teachers, today's check-in rate, 話したい and condition alerts not handled; each row opens the
 * school's teacher screens with board rights (学校アカウントにアクセス, organization/change_school).
 */
export function SchoolsList({ schools, highlightId, openingId, onAccess, onEditCode }: SchoolsListProps) {
  const { t } = useTranslation();
  return (
    <CaptionedTable caption={t('organization.schools.caption')} minWidth={860} striped withTableBorder verticalSpacing="xs">
      <Table.Thead style={{ whiteSpace: 'nowrap' }}>
        <Table.Tr>
          <Table.Th scope="col">{t('organization.schools.name')}</Table.Th>
          <Table.Th scope="col">{t('organization.schools.kind')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.schools.students')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.schools.teachers')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.schools.checkInToday')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.schools.talkUnprocessed')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('organization.schools.alertsUnprocessed')}
          </Table.Th>
          <Table.Th scope="col">
            <Text span inherit>
              {t('organization.schools.access')}
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schools.length === 0 ? (
          <EmptyTableRow columns={8}>{t('organization.schools.empty')}</EmptyTableRow>
        ) : (
          schools.map((school) => (
            <Table.Tr key={school.id} bg={school.id === highlightId ? 'yellow.0' : undefined} aria-current={school.id === highlightId ? 'true' : undefined}>
              <Table.Th scope="row">
                <Text span inherit fw={700}>
                  {school.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {school.code}
                </Text>
                <Text size="xs" c="gray.7">
                  {school.mextSchoolCode ? t('organization.schools.mextShown', { code: school.mextSchoolCode }) : t('organization.schools.mextUnset')}{' '}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={t('organization.schools.mextEditFor', { school: school.name })}
                    onClick={() => onEditCode(school)}
                  >
                    {t('organization.schools.mextEdit')}
                  </Button>
                </Text>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`organization.schools.types.${school.schoolType}`)}</Table.Td>
              <Table.Td ta="right">{formatCount(school.studentCount)}</Table.Td>
              <Table.Td ta="right">{formatCount(school.teacherCount)}</Table.Td>
              <Table.Td ta="right">{formatRate(school.todayCheckInRate)}</Table.Td>
              <Table.Td ta="right">{formatCount(school.unprocessedTalkRequests)}</Table.Td>
              <Table.Td ta="right">{formatCount(school.unprocessedConditionAlerts)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDoorEnter size={16} aria-hidden="true" />}
                  loading={openingId === school.id}
                  disabled={openingId !== undefined && openingId !== school.id}
                  aria-label={t('organization.schools.accessSchool', { school: school.name })}
                  onClick={() => onAccess(school)}
                >
                  {t('organization.schools.accessButton')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
