import { Anchor, Stack, Text } from '@mantine/core';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { japanClockTime } from '../../../lib/dates.ts';

export interface NewSosNoticeProps {
  sos: TeacherSosRecord;
  /** Presses since the last look (more than one when several students pressed at once). */
  added: number;
  /** Where the SOS dashboard is, for the link. */
  dashboardPath: string;
}

/** The body of the "話したいボタンが押されました" notification: who, which button, when, and a link. */
export function NewSosNotice({ sos, added, dashboardPath }: NewSosNoticeProps) {
  const { t } = useTranslation();
  const student = t('teacher.student.klassNumber', { grade: sos.student.gradeName, klass: sos.student.klassName, number: sos.student.studentNumber });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} c="gray.9">
        {japanClockTime(sos.datetime)} {t('teacher.sosDashboard.notification.body', { student, name: sos.student.name, label: stripFurigana(sos.label) })}
      </Text>
      {added > 1 ? (
        <Text size="sm" c="gray.9">
          {t('teacher.sosDashboard.notification.more', { count: added - 1 })}
        </Text>
      ) : null}
      <Anchor component={Link} to={dashboardPath} size="sm" fw={600}>
        {t('teacher.sosDashboard.notification.open')}
      </Anchor>
    </Stack>
  );
}
