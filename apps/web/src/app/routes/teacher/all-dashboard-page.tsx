import { Alert, Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFilter, IconFilterOff, IconUsersGroup } from '@tabler/icons-react';
import { weekOf } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DashboardDateControls } from '../../../components/ui/dashboard-date-controls.tsx';
import { DashboardLegend } from '../../../components/ui/dashboard-legend.tsx';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { DASHBOARD_VIEWS, ViewToggle } from '../../../components/ui/view-toggle.tsx';
import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { SchoolDashboardSummary } from '../../../features/school-dashboard/components/school-dashboard-summary.tsx';
import { SchoolDashboardTable } from '../../../features/school-dashboard/components/school-dashboard-table.tsx';
import { useSchoolDashboard } from '../../../features/school-dashboard/hooks/use-school-dashboard.ts';
import { useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { formatDateWithWeekday, todayKey } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import { dateKeyParam, enumParam, positiveIntParam, withParams } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const PAGE_SIZE = 50;
const FOCUS = ['all', 'needs_care'] as const;

/**
 * `/{school_code}/teacher/all_dashboard` (学校全体, spec §2 Teacher, §7 Dashboards, §9 paging): every
 * student the teacher may see (admin teachers: the whole school, with grade and class filters) for
 * one day or one week, with counts over the selection, a 未対応をすべて表示 button (students with a bad
 * or worst day, an alert or an SOS) and the pager. View, date, filters and page live in the URL.
 * Links back to the class dashboard (spec §2 "… and vice versa").
 */
export function AllDashboardPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = todayKey();
  const date = dateKeyParam(params, 'date', today, today);
  const view = enumParam(params, 'view', DASHBOARD_VIEWS, 'day');
  const focus = enumParam(params, 'focus', FOCUS, 'all');
  const isAdmin = useTeacherMe().data?.admin === true;
  const gradeId = isAdmin ? positiveIntParam(params, 'gradeId') : undefined;
  const klassId = isAdmin ? positiveIntParam(params, 'klassId') : undefined;
  const page = positiveIntParam(params, 'page') ?? 1;
  const grades = useGradeKlasses(isAdmin);
  // 話: handled/unhandled only where the school records it (spec §4, issue 10 item 1).
  const talkProcessing = useSosProcessing().enabled;
  // The week is fetched by its Monday, so every day of one week shares one cached answer.
  const dashboard = useSchoolDashboard({ period: view, date: view === 'week' ? weekOf(date)[0]! : date, gradeId, klassId, focus, page, limit: PAGE_SIZE });
  usePageTitle(t('teacher.allDashboard.pageTitle'), t('common.appName'));

  function update(changes: Record<string, string | number | undefined>) {
    setParams((current) => withParams(current, changes), { preventScrollReset: true });
  }

  const htmlLang = currentHtmlLang();
  const dates = weekOf(date);
  const period =
    view === 'day'
      ? formatDateWithWeekday(date, htmlLang)
      : t('teacher.dashboard.weekRange', { from: formatDateWithWeekday(dates[0]!, htmlLang), to: formatDateWithWeekday(dates[6]!, htmlLang) });
  const classLink = (query: Record<string, string>) =>
    `/${schoolCode}/teacher/class_dashboard?${new URLSearchParams({ ...(view === 'week' ? { view } : {}), date, ...query }).toString()}`;
  const needsCare = focus === 'needs_care';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('teacher.allDashboard.pageTitle')}
          <Text component="span" inherit fw={500} ml="md">
            {period}
          </Text>
        </Title>
        <Button component={Link} to={classLink({})} variant="light" size="md" leftSection={<IconUsersGroup size={20} aria-hidden="true" />}>
          {t('teacher.nav.openClassDashboard')}
        </Button>
      </Group>

      <Group gap="lg" align="flex-end" wrap="wrap">
        <ViewToggle value={view} onChange={(next) => update({ view: next === 'day' ? undefined : next })} />
        <DashboardDateControls date={date} today={today} step={view} onChange={(next) => update({ date: next })} />
        {isAdmin && grades.data ? <GradeKlassFilter grades={grades.data} gradeId={gradeId} klassId={klassId} onChange={(next) => update(next)} /> : null}
        <Button
          size="md"
          variant={needsCare ? 'filled' : 'outline'}
          color="red.9"
          aria-pressed={needsCare}
          leftSection={needsCare ? <IconFilterOff size={18} aria-hidden="true" /> : <IconFilter size={18} aria-hidden="true" />}
          onClick={() => update({ focus: needsCare ? undefined : 'needs_care' })}
        >
          {needsCare ? t('teacher.allDashboard.focus.all') : t('teacher.allDashboard.focus.needsCare')}
        </Button>
        {dashboard.isFetching && dashboard.data ? (
          <Group gap={6} role="status" aria-live="polite" pb={10}>
            <Loader size="xs" aria-hidden="true" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </Group>
        ) : null}
      </Group>

      {needsCare ? (
        <Alert color="red" variant="light">
          {t('teacher.allDashboard.focus.active')}
        </Alert>
      ) : null}

      {dashboard.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : dashboard.isError ? (
        <LoadFailure />
      ) : (
        <Stack gap="sm">
          <SchoolDashboardSummary summary={dashboard.data.summary} talkProcessing={talkProcessing} />
          <SchoolDashboardTable
            data={dashboard.data}
            view={view}
            today={today}
            caption={t('teacher.allDashboard.caption', { period })}
            klassHref={(student) => classLink({ klassId: String(student.klassId) })}
            talkProcessing={talkProcessing}
          />
          <ListPagination page={page} limit={PAGE_SIZE} total={dashboard.data.total} onChange={(next) => update({ page: next })} />
          <DashboardLegend talkProcessing={talkProcessing} />
        </Stack>
      )}
    </Stack>
  );
}
