import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';

export interface AlreadyRecordedNoticeProps {
  /** `/{school_code}/student/todays_condition`: today's record, the 話したい buttons, the questionnaire. */
  todaysPath: string;
}

const KEEP_WORDS = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/**
 * Above the faces when the pupil has already checked in today and signs in again (issue 24 item
 * 6): 「きょうは もう きろくしました」 with a large way to today's page (the 話したい buttons are
 * there), so nobody has to answer again to reach them; the faces below still let them change it.
 */
export function AlreadyRecordedNotice({ todaysPath }: AlreadyRecordedNoticeProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  return (
    <Paper component="section" aria-labelledby="already-recorded-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="green.0">
      <Stack gap="sm">
        <Title order={2} id="already-recorded-title" fz={{ base: 22, sm: 26 }} style={KEEP_WORDS}>
          <IconCircleCheck size={26} aria-hidden="true" color="var(--mantine-color-green-8)" style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {rich(t('student.checkIn.already.title'))}
        </Title>
        <Text size="lg" style={KEEP_WORDS}>
          {rich(t('student.checkIn.already.body'))}
        </Text>
        <Button component={Link} to={todaysPath} size="lg" rightSection={<IconArrowRight size={22} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
          {rich(t('student.checkIn.already.toToday'))}
        </Button>
      </Stack>
    </Paper>
  );
}
