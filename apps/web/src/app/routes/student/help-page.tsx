import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { StudentPublicPage } from './student-public-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

const KEEP_PHRASES = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;
const TOPICS = ['checkIn', 'health', 'talk', 'offline', 'furigana', 'shared'] as const;

function HelpContent({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich, plain } = useTextRenderer();
  const { school_code: schoolCode = '' } = useParams();
  const session = useSession();
  const signedIn = session?.role === 'student' && session.schoolCode === schoolCode;
  usePageTitle(plain(t('student.help.title')), t('common.appName'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Text component="span" display="block" size="md" c="gray.7" fw={600}>
            {schoolName}
          </Text>
          {rich(t('student.help.title'))}
        </Title>
        <Text size="lg" style={KEEP_PHRASES}>
          {rich(t('student.help.lead'))}
        </Text>
      </Stack>
      {TOPICS.map((topic) => (
        <Stack key={topic} gap={4} component="section" aria-labelledby={`help-${topic}`}>
          <Title order={2} id={`help-${topic}`} fz={22} style={KEEP_PHRASES}>
            {rich(t(`student.help.${topic}Title`))}
          </Title>
          <Text size="lg" style={KEEP_PHRASES}>
            {rich(t(`student.help.${topic}`))}
          </Text>
        </Stack>
      ))}
      <Stack gap={4}>
        {signedIn ? null : (
          <Anchor
            component={Link}
            to={paths.student(schoolCode, 'password')}
            size="lg"
            fw={700}
            style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {rich(t('student.help.passwordLink'))}
          </Anchor>
        )}
        <Anchor
          component={Link}
          to={signedIn ? paths.student(schoolCode, 'todays_condition') : paths.student(schoolCode, 'login')}
          size="lg"
          fw={700}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
        >
          <IconArrowLeft size={20} aria-hidden="true" />
          {signedIn ? rich(t('student.todays.title', { context: wording })) : rich(t('student.password.back'))}
        </Anchor>
      </Stack>
    </Stack>
  );
}

/**
 * `/{school_code}/student/help`: the student help page the header's help link opens in a new tab
 * (spec §2 "help link"; footer "opens a student help page"). Short, in the student's language, with
 * furigana for young students; readable with or without signing in.
 */
export function StudentHelpPage() {
  return <StudentPublicPage width={760}>{(school) => <HelpContent schoolName={school.name} />}</StudentPublicPage>;
}
