import { Stack, Text, Title } from '@mantine/core';
import type { TeacherPupil } from '@sukoyaka/contracts/pupils';
import { useTranslation } from 'react-i18next';

export interface PupilTitleProps {
  pupil: TeacherPupil;
}

/** The student title of spec §9 on the pupil pages: name, then grade, class and number with 番. */
export function PupilTitle({ pupil }: PupilTitleProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {pupil.name}
        <Text component="span" inherit fz={{ base: 16, sm: 18 }} fw={500} c="gray.8" ml="md">
          {t('teacherPupils.title.line', { grade: pupil.gradeName, klass: pupil.klassName, number: pupil.studentNumber })}
        </Text>
      </Title>
    </Stack>
  );
}
