import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useStudentSchoolSettings } from '../hooks/use-student.ts';

/**
 * Who sees what the pupil records on this screen (issue 25 item 6), from the school's actual people
 * (GET /api/students/school_settings `whoSees`): 「この こたえを みるのは たんにんの せんせいと、がっこうの
 * かんりを する せんせいです。」, or only one of them; the student pages pass it to the recording screens; in the grade's wording (decision 064). Until the
 * settings are read (or when nobody could see), `fallback` (nothing by default).
 */
export function WhoSeesLine({ fallback = null, ...text }: { fallback?: ReactNode } & TextProps) {
  const { t } = useTranslation();
  const context = useWordingContext();
  const { rich } = useTextRenderer();
  const who = useStudentSchoolSettings().data?.whoSees;
  if (!who || (!who.homeroom && !who.admins)) return <>{fallback}</>;
  const key = who.homeroom && who.admins ? 'both' : who.homeroom ? 'homeroom' : 'admins';
  return (
    <Text size="md" c="gray.7" data-testid="who-sees" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }} {...text}>
      {rich(t(`student.whoSees.${key}`, { context }))}
    </Text>
  );
}
