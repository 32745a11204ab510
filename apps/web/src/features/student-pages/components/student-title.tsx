import { Stack, Text, Title } from '@mantine/core';
import type { TeacherStudent } from '@sukoyaka/contracts/student-pages';
import { useTranslation } from 'react-i18next';

export interface StudentTitleProps {
  student: TeacherStudent;
}

/** The student title of spec §9 on the student pages: name, then grade, class and number with 番. */
export function StudentTitle({ student }: StudentTitleProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {student.name}
        <Text component="span" inherit fz={{ base: 16, sm: 18 }} fw={500} c="gray.8" ml="md">
          {t('teacherStudents.title.line', { grade: student.gradeName, klass: student.klassName, number: student.studentNumber })}
        </Text>
      </Title>
    </Stack>
  );
}
