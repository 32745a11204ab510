import '../../../components/ui/mantine-extra-styles.ts';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PagePrevBackLink, useKeepPagePrev } from '../../../components/ui/student-link.tsx';
import { AccessLogPanel } from '../../../features/access-log/components/access-log-panel.tsx';
import { AttendanceTotalsPanel } from '../../../features/attendance/components/attendance-totals-panel.tsx';
import { AttentionToggle } from '../../../features/attention/components/attention-toggle.tsx';
import { StudentCasesPanel } from '../../../features/bullying-cases/components/student-cases-panel.tsx';
import { MemoPanel } from '../../../features/memos/components/memo-panel.tsx';
import { useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useHealthcheckItems } from '../../../features/healthcheck-settings/hooks/use-healthcheck-items.ts';
import { ConditionHistory } from '../../../features/student-pages/components/condition-history-table.tsx';
import { StudentNeighbours } from '../../../features/student-pages/components/student-neighbours.tsx';
import { StudentTitle } from '../../../features/student-pages/components/student-title.tsx';
import { useStudent, useStudentConditions } from '../../../features/student-pages/hooks/use-student.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { addDays, formatDate, todayKey } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/** Spec §2: the student page shows the last 30 days, today included. */
const RECENT_DAYS = 30;

/** The student id of the URL (the route's loader has already refused anything but digits). */
export function useStudentId(): number {
  const { id = '' } = useParams();
  return Number(id);
}

interface Section {
  /** Path under the student's base URL ('' for the index). */
  path: string;
  label: string;
}

export interface StudentFrameProps {
  /** student-past/{id}: earlier school years (memo is a section of its own, no side panel). */
  past: boolean;
}

/**
 * The frame of every student page (spec §2 student/{id}…, student-past/{id}…): < 前の子ども /
 * 次の子ども > (same section for the neighbour), the student title (spec §9), the attention
 * bookmark, the sections as links, and on this year's pages the メモ panel beside the section.
 */
export function StudentFrame({ past }: StudentFrameProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const studentId = useStudentId();
  const { pathname } = useLocation();
  const student = useStudent(studentId);
  const isAdmin = useTeacherMe().data?.admin === true;
  // The list the teacher came from stays the back link's target across sections and neighbours.
  const keep = useKeepPagePrev();
  const area = past ? 'student-past' : 'student';
  const base = paths.teacher(schoolCode, `${area}/${studentId}`);
  const section = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/$/, '') : '';
  usePageTitle(student.data ? t('teacherStudents.title.pageTitle', { name: student.data.name }) : undefined, t('common.appName'));

  if (student.isPending) return <LoadingScreen minHeight={320} />;
  if (student.isError) {
    if (isApiError(student.error, 404)) {
      return (
        <Stack gap="md" py="xl" align="flex-start">
          <Title order={1} fz={24}>
            {t('teacherStudents.notFound.title')}
          </Title>
          <Alert color="yellow" variant="light" role="alert">
            {student.error.errors.join('\n')}
          </Alert>
          <Anchor component={Link} to={paths.teacher(schoolCode, 'class_dashboard')}>
            {t('teacherStudents.notFound.back')}
          </Anchor>
        </Stack>
      );
    }
    return <LoadFailure order={1} />;
  }

  const sections: Section[] = past
    ? [
        { path: '', label: t('teacherStudents.tabs.conditions') },
        { path: '/alert', label: t('teacherStudents.tabs.alerts') },
        { path: '/memo', label: t('teacherStudents.tabs.memo') },
        { path: '/sos', label: t('teacherStudents.tabs.sos') },
      ]
    : [
        { path: '', label: t('teacherStudents.tabs.conditions') },
        { path: '/alert', label: t('teacherStudents.tabs.alerts') },
        { path: '/sos', label: t('teacherStudents.tabs.sos') },
      ];
  const other = past ? paths.teacher(schoolCode, `student/${studentId}`) : paths.teacher(schoolCode, `student-past/${studentId}`);

  return (
    <Stack gap="lg">
      <PagePrevBackLink />
      <StudentNeighbours student={student.data} hrefFor={(id) => keep(paths.teacher(schoolCode, `${area}/${id}${section}`))} />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="gray.7">
            {past ? t('teacherStudents.title.pastEyebrow') : t('teacherStudents.title.eyebrow')}
          </Text>
          <StudentTitle student={student.data} />
        </Stack>
        <AttentionToggle
          key={studentId}
          studentId={studentId}
          isAttention={student.data.isAttention}
          attentionBy={student.data.attentionBy}
          onChanged={() => student.refetch()}
        />
      </Group>
      <Group component="nav" aria-label={t('teacherStudents.tabs.label')} gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {sections.map((s) => (
            <Button key={s.path} component={NavLink} to={keep(`${base}${s.path}`)} end variant={section === s.path ? 'filled' : 'default'} size="sm">
              {s.label}
            </Button>
          ))}
        </Group>
        <Button component={Link} to={keep(other)} variant="subtle" size="sm" leftSection={<IconHistory size={18} aria-hidden="true" />}>
          {past ? t('teacherStudents.tabs.current') : t('teacherStudents.tabs.past')}
        </Button>
      </Group>
      {past ? (
        <Outlet />
      ) : (
        // The メモ panel sits beside the section from 1200 px; on a 1024 px tablet it follows it, so the
        // 30-day table keeps the full width and shows every column (issue 24 item 2).
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Outlet />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <MemoPanel key={studentId} studentId={studentId} />
              <StudentCasesPanel key={`cases-${studentId}`} studentId={studentId} />
              {/* 出欠の集計 (issue 25 item 7): the register's totals of this school year. */}
              <AttendanceTotalsPanel key={`totals-${studentId}`} studentId={studentId} studentName={student.data.name} />
              {/* 閲覧履歴 (issue 9 access log): admin teachers only. */}
              {isAdmin ? <AccessLogPanel key={studentId} studentId={studentId} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** `/{school_code}/teacher/student/{id}` and its sections: this school year's student pages. */
export function StudentPageLayout() {
  return <StudentFrame past={false} />;
}

/**
 * `/{school_code}/teacher/student/{id}` (spec §2): the last 30 days of the student's check-ins
 * (GET conditions-by-date-range), newest first.
 */
export function StudentConditionsPage() {
  const { t } = useTranslation();
  const studentId = useStudentId();
  const student = useStudent(studentId);
  const today = todayKey();
  const from = addDays(today, -(RECENT_DAYS - 1));
  const conditions = useStudentConditions(studentId, from, today);
  const healthcheckItems = useHealthcheckItems();
  // 話: handled/unhandled only where the school records it (spec §4, issue 10 item 1).
  const talkProcessing = useSosProcessing().enabled;
  const period = t('teacherStudents.conditions.period', { from: formatDate(from), to: formatDate(today) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz={20}>
          {t('teacherStudents.conditions.recentTitle', { days: RECENT_DAYS })}
        </Title>
        <Text size="sm" c="gray.7">
          {period}
        </Text>
      </Group>
      <ConditionHistory
        query={conditions}
        healthcheckItems={healthcheckItems.data}
        talkProcessing={talkProcessing}
        caption={t('teacherStudents.conditions.caption', { name: student.data?.name ?? '', period })}
      />
    </Stack>
  );
}
