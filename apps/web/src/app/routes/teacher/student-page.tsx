import '../../../components/ui/mantine-extra-styles.ts';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { AttentionToggle } from '../../../features/attention/components/attention-toggle.tsx';
import { MemoPanel } from '../../../features/memos/components/memo-panel.tsx';
import { useHealthcheckItems } from '../../../features/healthcheck-settings/hooks/use-healthcheck-items.ts';
import { ConditionHistoryTable } from '../../../features/pupil-pages/components/condition-history-table.tsx';
import { PupilNeighbours } from '../../../features/pupil-pages/components/pupil-neighbours.tsx';
import { PupilTitle } from '../../../features/pupil-pages/components/pupil-title.tsx';
import { usePupil, usePupilConditions } from '../../../features/pupil-pages/hooks/use-pupil.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { addDays, formatDate, todayKey } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Spec §2: the student page shows the last 30 days, today included. */
const RECENT_DAYS = 30;

/** The pupil id of the URL (the route's loader has already refused anything but digits). */
export function usePupilId(): number {
  const { id = '' } = useParams();
  return Number(id);
}

interface Section {
  /** Path under the pupil's base URL ('' for the index). */
  path: string;
  label: string;
}

export interface PupilFrameProps {
  /** student-past/{id}: earlier school years (memo is a section of its own, no side panel). */
  past: boolean;
}

/**
 * The frame of every pupil page (spec §2 student/{id}…, student-past/{id}…): < 前の子ども /
 * 次の子ども > (same section for the neighbour), the student title (spec §9), the attention
 * bookmark, the sections as links, and on this year's pages the メモ panel beside the section.
 */
export function PupilFrame({ past }: PupilFrameProps) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const studentId = usePupilId();
  const { pathname } = useLocation();
  const pupil = usePupil(studentId);
  const area = past ? 'student-past' : 'student';
  const base = `/${schoolCode}/teacher/${area}/${studentId}`;
  const section = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/$/, '') : '';
  usePageTitle(pupil.data ? t('teacherPupils.title.pageTitle', { name: pupil.data.name }) : undefined, t('common.appName'));

  if (pupil.isPending) return <LoadingScreen minHeight={320} />;
  if (pupil.isError) {
    if (isApiError(pupil.error, 404)) {
      return (
        <Stack gap="md" py="xl" align="flex-start">
          <Title order={1} fz={24}>
            {t('teacherPupils.notFound.title')}
          </Title>
          <Alert color="yellow" variant="light" role="alert">
            {pupil.error.errors.join('\n')}
          </Alert>
          <Anchor component={Link} to={`/${schoolCode}/teacher/class_dashboard`}>
            {t('teacherPupils.notFound.back')}
          </Anchor>
        </Stack>
      );
    }
    return <LoadFailure order={1} />;
  }

  const sections: Section[] = past
    ? [
        { path: '', label: t('teacherPupils.tabs.conditions') },
        { path: '/alert', label: t('teacherPupils.tabs.alerts') },
        { path: '/memo', label: t('teacherPupils.tabs.memo') },
        { path: '/sos', label: t('teacherPupils.tabs.sos') },
      ]
    : [
        { path: '', label: t('teacherPupils.tabs.conditions') },
        { path: '/alert', label: t('teacherPupils.tabs.alerts') },
        { path: '/sos', label: t('teacherPupils.tabs.sos') },
      ];
  const other = past ? `/${schoolCode}/teacher/student/${studentId}` : `/${schoolCode}/teacher/student-past/${studentId}`;

  return (
    <Stack gap="lg">
      <PupilNeighbours pupil={pupil.data} hrefFor={(id) => `/${schoolCode}/teacher/${area}/${id}${section}`} />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="gray.7">
            {past ? t('teacherPupils.title.pastEyebrow') : t('teacherPupils.title.eyebrow')}
          </Text>
          <PupilTitle pupil={pupil.data} />
        </Stack>
        <AttentionToggle key={studentId} studentId={studentId} isAttention={pupil.data.isAttention} attentionBy={pupil.data.attentionBy} onChanged={() => pupil.refetch()} />
      </Group>
      <Group component="nav" aria-label={t('teacherPupils.tabs.label')} gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {sections.map((s) => (
            <Button key={s.path} component={NavLink} to={`${base}${s.path}`} end variant={section === s.path ? 'filled' : 'default'} size="sm">
              {s.label}
            </Button>
          ))}
        </Group>
        <Button component={Link} to={other} variant="subtle" size="sm" leftSection={<IconHistory size={18} aria-hidden="true" />}>
          {past ? t('teacherPupils.tabs.current') : t('teacherPupils.tabs.past')}
        </Button>
      </Group>
      {past ? (
        <Outlet />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Outlet />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <MemoPanel key={studentId} studentId={studentId} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** `/{school_code}/teacher/student/{id}` and its sections: this school year's pupil pages. */
export function StudentPageLayout() {
  return <PupilFrame past={false} />;
}

/**
 * `/{school_code}/teacher/student/{id}` (spec §2): the last 30 days of the pupil's check-ins
 * (GET conditions-by-date-range), newest first.
 */
export function StudentConditionsPage() {
  const { t } = useTranslation();
  const studentId = usePupilId();
  const pupil = usePupil(studentId);
  const today = todayKey();
  const from = addDays(today, -(RECENT_DAYS - 1));
  const conditions = usePupilConditions(studentId, from, today);
  const healthcheckItems = useHealthcheckItems();
  const period = t('teacherPupils.conditions.period', { from: formatDate(from), to: formatDate(today) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz={20}>
          {t('teacherPupils.conditions.recentTitle', { days: RECENT_DAYS })}
        </Title>
        <Text size="sm" c="gray.7">
          {period}
        </Text>
      </Group>
      {conditions.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : conditions.isError ? (
        <LoadFailure />
      ) : (
        <ConditionHistoryTable healthcheckItems={healthcheckItems.data} rows={conditions.data} caption={t('teacherPupils.conditions.caption', { name: pupil.data?.name ?? '', period })} />
      )}
    </Stack>
  );
}
