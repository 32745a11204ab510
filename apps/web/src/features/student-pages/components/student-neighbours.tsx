import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TeacherStudent } from '@sukoyaka/contracts/student-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface StudentNeighboursProps {
  student: TeacherStudent;
  /** The URL of the same page for another student of the class. */
  hrefFor: (studentId: number) => string;
}

/**
 * Previous/next child navigation of spec §2 (< 前の子ども / 次の子ども >): the neighbours in the
 * class by 出席番号; a missing neighbour shows a disabled button so the layout does not jump.
 */
export function StudentNeighbours({ student, hrefFor }: StudentNeighboursProps) {
  const { t } = useTranslation();
  const previous = student.previousStudentId;
  const next = student.nextStudentId;
  return (
    <Group component="nav" aria-label={t('teacherStudents.neighbours.label')} justify="space-between" gap="xs">
      {previous ? (
        <Button component={Link} to={hrefFor(previous)} variant="default" size="sm" leftSection={<IconChevronLeft size={18} aria-hidden="true" />}>
          {t('teacherStudents.neighbours.previous')}
        </Button>
      ) : (
        <Button variant="default" size="sm" disabled leftSection={<IconChevronLeft size={18} aria-hidden="true" />}>
          {t('teacherStudents.neighbours.previous')}
        </Button>
      )}
      {next ? (
        <Button component={Link} to={hrefFor(next)} variant="default" size="sm" rightSection={<IconChevronRight size={18} aria-hidden="true" />}>
          {t('teacherStudents.neighbours.next')}
        </Button>
      ) : (
        <Button variant="default" size="sm" disabled rightSection={<IconChevronRight size={18} aria-hidden="true" />}>
          {t('teacherStudents.neighbours.next')}
        </Button>
      )}
    </Group>
  );
}
