import { Badge, Group } from '@mantine/core';
import type { Teacher } from '@sukoyaka/contracts/teachers';
import { useTranslation } from 'react-i18next';

export interface TeacherIdentityProps {
  teacher: Teacher;
}

/** The teacher's line of the teacher header: name, and a 管理者 badge for admin teachers. */
export function TeacherIdentity({ teacher }: TeacherIdentityProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="span" wrap="nowrap">
      <span>{t('teacher.header.teacherName', { name: teacher.name })}</span>
      {teacher.admin ? (
        <Badge size="sm" variant="light" color="blue">
          {t('teacher.header.admin')}
        </Badge>
      ) : null}
    </Group>
  );
}
