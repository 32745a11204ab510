import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { StudentPublicPage } from './student-public-page.tsx';
import { paths } from '../../../lib/paths.ts';

const KEEP_PHRASES = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

function PasswordHelp({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation();
  const { rich, plain } = useTextRenderer();
  const { school_code: schoolCode = '' } = useParams();
  usePageTitle(plain(t('student.password.title')), t('common.appName'));
  return (
    <Stack gap="md">
      <Title order={1} fz={26} style={KEEP_PHRASES}>
        <Text component="span" display="block" size="md" c="gray.7" fw={600}>
          {schoolName}
        </Text>
        {rich(t('student.password.title'))}
      </Title>
      <Text size="lg" style={KEEP_PHRASES}>
        {rich(t('student.password.lead'))}
      </Text>
      <Title order={2} fz={20}>
        {rich(t('student.password.stepsTitle'))}
      </Title>
      <List type="ordered" size="lg" spacing="sm" style={KEEP_PHRASES}>
        <List.Item>{rich(t('student.password.step1'))}</List.Item>
        <List.Item>{rich(t('student.password.step2'))}</List.Item>
        <List.Item>{rich(t('student.password.step3'))}</List.Item>
      </List>
      <Paper withBorder radius="md" p="md" bg="yellow.0">
        <Stack gap={4}>
          <Title order={2} fz={20} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconLock size={22} aria-hidden="true" />
            {rich(t('student.password.secretTitle'))}
          </Title>
          <Text size="lg" style={KEEP_PHRASES}>
            {rich(t('student.password.secret'))}
          </Text>
        </Stack>
      </Paper>
      <Anchor
        component={Link}
        to={paths.student(schoolCode, 'login')}
        size="lg"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
      >
        <IconArrowLeft size={20} aria-hidden="true" />
        {rich(t('student.password.back'))}
      </Anchor>
    </Stack>
  );
}

/**
 * `/{school_code}/student/password` (spec §2 Student; web-routes.tsv): what a student does who forgot
 * their password. Students' passwords are given by the school, so there is no reset by mail: the
 * page says where the password is written, to ask the class teacher, and to keep it secret.
 */
export function StudentPasswordPage() {
  return <StudentPublicPage>{(school) => <PasswordHelp schoolName={school.name} />}</StudentPublicPage>;
}
