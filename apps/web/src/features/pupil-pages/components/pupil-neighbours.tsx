import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TeacherPupil } from '@sukoyaka/contracts/pupils';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PupilNeighboursProps {
  pupil: TeacherPupil;
  /** The URL of the same page for another pupil of the class. */
  hrefFor: (studentId: number) => string;
}

/**
 * Previous/next child navigation of spec §2 (< 前の子ども / 次の子ども >): the neighbours in the
 * class by 出席番号; a missing neighbour shows a disabled button so the layout does not jump.
 */
export function PupilNeighbours({ pupil, hrefFor }: PupilNeighboursProps) {
  const { t } = useTranslation();
  const previous = pupil.previousStudentId;
  const next = pupil.nextStudentId;
  return (
    <Group component="nav" aria-label={t('teacherPupils.neighbours.label')} justify="space-between" gap="xs">
      {previous ? (
        <Button component={Link} to={hrefFor(previous)} variant="default" size="sm" leftSection={<IconChevronLeft size={18} aria-hidden="true" />}>
          {t('teacherPupils.neighbours.previous')}
        </Button>
      ) : (
        <Button variant="default" size="sm" disabled leftSection={<IconChevronLeft size={18} aria-hidden="true" />}>
          {t('teacherPupils.neighbours.previous')}
        </Button>
      )}
      {next ? (
        <Button component={Link} to={hrefFor(next)} variant="default" size="sm" rightSection={<IconChevronRight size={18} aria-hidden="true" />}>
          {t('teacherPupils.neighbours.next')}
        </Button>
      ) : (
        <Button variant="default" size="sm" disabled rightSection={<IconChevronRight size={18} aria-hidden="true" />}>
          {t('teacherPupils.neighbours.next')}
        </Button>
      )}
    </Group>
  );
}
