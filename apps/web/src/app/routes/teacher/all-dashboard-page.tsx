import { Alert, Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFilter, IconFilterOff, IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { weekOf } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
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
import { UnsupportedTable } from '../../../features/school-dashboard/components/unsupported-table.tsx';
import { useSchoolDashboard } from '../../../features/school-dashboard/hooks/use-school-dashboard.ts';
import { useUnsupported } from '../../../features/school-dashboard/hooks/use-unsupported.ts';
import { useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import { enumParam, positiveIntParam } from '../../../lib/search-params.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDashboardParams } from '../../../lib/use-list-params.ts';

const PAGE_SIZE = 50;
/**
 * What the page lists: every student (all), 気になる様子のみ (needs_care), 要注意のみ (attention), or
 * 未対応をすべて表示 (unsupported: the open alerts and talk requests of every day instead of the table).
 */
const FOCUS = ['all', 'needs_care', 'attention', 'unsupported'] as const;
type Focus = (typeof FOCUS)[number];

/**
 * `/{school_code}/teacher/all_dashboard` (学校全体, spec §2 Teacher, §7 Dashboards, §9 paging): every
 * student the teacher may see (admin teachers: the whole school, with grade and class filters) for
 * one day or one week, with counts over the selection, 要注意 marks and the pager; 気になる様子のみ
 * (a bad or worst day, an alert or an SOS in the period) and 要注意のみ narrow the table, and
 * 未対応をすべて表示 (spec §2 show-all-unsupported, issue 10 item 4) lists every open condition alert
 * and talk request of any day instead. A class teacher is told the page shows only their classes
 * (docs/decisions/030). View, date, filters, focus and page live in the URL. Links back to the class
 * dashboard (spec §2 "… and vice versa").
 */
export function AllDashboardPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const { params, update, page, today, latest, date, view } = useDashboardParams(DASHBOARD_VIEWS, 'day');
  const focus = enumParam(params, 'focus', FOCUS, 'all');
  const isAdmin = useTeacherMe().data?.admin === true;
  const gradeId = isAdmin ? positiveIntParam(params, 'gradeId') : undefined;
  const klassId = isAdmin ? positiveIntParam(params, 'klassId') : undefined;
  const grades = useGradeKlasses(isAdmin);
  // 話: handled/unhandled only where the school records it (spec §4, issue 10 item 1).
  const talkProcessing = useSosProcessing().enabled;
  // The week is fetched by its Monday, so every day of one week shares one cached answer.
  const unsupportedView = focus === 'unsupported';
  const dashboard = useSchoolDashboard(
    { period: view, date: view === 'week' ? weekOf(date)[0]! : date, gradeId, klassId, focus: unsupportedView ? 'all' : focus, page, limit: PAGE_SIZE },
    !unsupportedView,
  );
  const unsupported = useUnsupported({ gradeId, klassId, page, limit: PAGE_SIZE }, unsupportedView);
  usePageTitle(t('teacher.allDashboard.pageTitle'), t('common.appName'));

  const htmlLang = currentHtmlLang();
  const dates = weekOf(date);
  const period =
    view === 'day'
      ? formatDateWithWeekday(date, htmlLang)
      : t('teacher.dashboard.weekRange', { from: formatDateWithWeekday(dates[0]!, htmlLang), to: formatDateWithWeekday(dates[6]!, htmlLang) });
  const classLink = (query: Record<string, string>) =>
    paths.teacher(schoolCode, 'class_dashboard', { view: view === 'week' ? view : undefined, date, ...query });
  /** A focus button: pressed shows that focus (back to page 1), pressed again shows everyone. */
  const focusButton = (value: Exclude<Focus, 'all'>, label: string) => (
    <Button
      key={value}
      size="sm"
      variant={focus === value ? 'filled' : 'outline'}
      color="red.9"
      aria-pressed={focus === value}
      leftSection={focus === value ? <IconFilterOff size={18} aria-hidden="true" /> : <IconFilter size={18} aria-hidden="true" />}
      onClick={() => update({ focus: focus === value ? undefined : value, page: undefined })}
    >
      {label}
    </Button>
  );
  const notice =
    focus === 'needs_care'
      ? t('teacher.allDashboard.focus.active')
      : focus === 'attention'
        ? t('teacher.allDashboard.focus.attentionActive')
        : unsupportedView && unsupported.data
          ? unsupported.data.talkIncluded
            ? t('teacher.allDashboard.focus.unsupportedActive')
            : t('teacher.allDashboard.focus.unsupportedActiveNoTalk')
          : null;
  const current = unsupportedView ? unsupported : dashboard;

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
        <DashboardDateControls date={date} today={today} latest={latest} step={view} onChange={(next) => update({ date: next })} />
        {isAdmin && grades.data ? <GradeKlassFilter grades={grades.data} gradeId={gradeId} klassId={klassId} onChange={(next) => update(next)} /> : null}
        <Group component="fieldset" gap="xs" wrap="wrap" aria-label={t('teacher.allDashboard.focus.label')} style={{ border: 0, padding: 0, margin: 0 }}>
          {focusButton('unsupported', t('teacher.allDashboard.focus.unsupported'))}
          {focusButton('needs_care', t('teacher.allDashboard.focus.needsCare'))}
          {focusButton('attention', t('teacher.allDashboard.focus.attention'))}
        </Group>
        {current.isFetching && current.data ? (
          <Group gap={6} role="status" aria-live="polite" pb={10}>
            <Loader size="xs" aria-hidden="true" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </Group>
        ) : null}
      </Group>

      {isAdmin ? null : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
          {t('teacher.allDashboard.focus.scopeKlass')}
        </Alert>
      )}
      {notice ? (
        <Alert color="red" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}

      {current.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : current.isError ? (
        <LoadFailure />
      ) : unsupportedView ? (
        unsupported.data ? (
          <Stack gap="sm">
            <UnsupportedTable list={unsupported.data.list} caption={t('teacher.allDashboard.unsupported.caption')} />
            <ListPagination page={page} limit={PAGE_SIZE} total={unsupported.data.total} onChange={(next) => update({ page: next })} />
          </Stack>
        ) : null
      ) : dashboard.data ? (
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
      ) : null}
    </Stack>
  );
}
