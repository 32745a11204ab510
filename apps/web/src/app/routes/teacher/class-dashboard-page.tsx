import { Alert, Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFilter, IconFilterOff, IconSchool } from '@tabler/icons-react';
import { weekOf } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ATTENTION_COLOR } from '../../../components/ui/attention-mark.tsx';
import { DashboardDateControls } from '../../../components/ui/dashboard-date-controls.tsx';
import { DashboardLegend } from '../../../components/ui/dashboard-legend.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { DASHBOARD_VIEWS, ViewToggle } from '../../../components/ui/view-toggle.tsx';
import { AttendanceRegisterCell } from '../../../features/attendance/components/attendance-register-cell.tsx';
import { ClassDashboardSummary } from '../../../features/class-dashboard/components/class-dashboard-summary.tsx';
import { ClassDashboardTable } from '../../../features/class-dashboard/components/class-dashboard-table.tsx';
import { ClassWeekTable } from '../../../features/class-dashboard/components/class-week-table.tsx';
import { KlassSelector } from '../../../features/class-dashboard/components/klass-selector.tsx';
import { useClassDashboard, useClassDashboardWeek, useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import { positiveIntParam } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useDashboardParams } from '../../../lib/use-list-params.ts';

/**
 * `/{school_code}/teacher/class_dashboard` (spec §2 Teacher, §4 attendance, §7 Dashboards): the
 * class in a day view (心, 体 with needs-check, 話, the register and the parents' reports) or a
 * week view (心, 体, 話 per date), 要注意 students marked and 要注意のみ to keep only them. View, date,
 * 要注意のみ and, for admin teachers, grade and class live in the URL
 * (?view=&date=&attention=1&gradeId=&klassId=), so a view can be reloaded or shared. Links to the
 * school-wide dashboard (spec §2 "The all-dashboard link shows on the class dashboard").
 */
export function ClassDashboardPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  // The register looks ahead as far as parents can report (today and the next 7 days).
  const { params, update, today, latest, date, view } = useDashboardParams(DASHBOARD_VIEWS, 'day');
  const gradeId = positiveIntParam(params, 'gradeId');
  const klassId = positiveIntParam(params, 'klassId');
  // 要注意のみ (issue 10 item 6): the class's bookmarked students only, day and week alike.
  const attentionOnly = params.get('attention') === '1';

  const me = useTeacherMe();
  const isAdmin = me.data?.admin === true;
  // The week is fetched by its Monday, so every day of one week shares one cached answer.
  const day = useClassDashboard({ date, gradeId, klassId }, view === 'day');
  const week = useClassDashboardWeek({ date: weekOf(date)[0]!, gradeId, klassId }, view === 'week');
  const current = view === 'day' ? day : week;
  const grades = useGradeKlasses(isAdmin);
  // 話: handled/unhandled only where the school records it (spec §4, issue 10 item 1).
  const talkProcessing = useSosProcessing().enabled;
  usePageTitle(t('teacher.dashboard.pageTitle'), t('common.appName'));

  const htmlLang = currentHtmlLang();
  const klassInfo = current.data ? { grade: current.data.grade, klass: current.data.klass } : null;
  const dates = weekOf(date);
  const period =
    view === 'day'
      ? formatDateWithWeekday(day.data?.date ?? date, htmlLang)
      : t('teacher.dashboard.weekRange', { from: formatDateWithWeekday(dates[0]!, htmlLang), to: formatDateWithWeekday(dates[6]!, htmlLang) });
  const allDashboardLink = paths.teacher(schoolCode, 'all_dashboard', { view, date });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2}>
          {/* The page's name once above the class; while the class loads the heading carries it (issue 24 item 10: it read twice). */}
          {klassInfo ? (
            <Text size="sm" fw={600} c="gray.7">
              {t('teacher.dashboard.pageTitle')}
            </Text>
          ) : null}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {klassInfo ? t('teacher.dashboard.title', { grade: klassInfo.grade.name, klass: klassInfo.klass.name }) : t('teacher.dashboard.pageTitle')}
            <Text component="span" inherit fw={500} ml="md">
              {period}
            </Text>
          </Title>
        </Stack>
        <Button component={Link} to={allDashboardLink} variant="light" size="md" leftSection={<IconSchool size={20} aria-hidden="true" />}>
          {t('teacher.nav.openAllDashboard')}
        </Button>
      </Group>

      <Group gap="lg" align="flex-end" wrap="wrap">
        <ViewToggle value={view} onChange={(next) => update({ view: next === 'day' ? undefined : next })} />
        <DashboardDateControls date={date} today={today} latest={latest} step={view} onChange={(next) => update({ date: next })} />
        <Button
          size="sm"
          variant={attentionOnly ? 'filled' : 'outline'}
          color={ATTENTION_COLOR}
          aria-pressed={attentionOnly}
          leftSection={attentionOnly ? <IconFilterOff size={18} aria-hidden="true" /> : <IconFilter size={18} aria-hidden="true" />}
          onClick={() => update({ attention: attentionOnly ? undefined : '1' })}
        >
          {t('teacher.allDashboard.focus.attention')}
        </Button>
        {isAdmin && grades.data && klassInfo ? (
          <KlassSelector grades={grades.data} gradeId={klassInfo.grade.id} klassId={klassInfo.klass.id} onChange={(selection) => update(selection)} />
        ) : null}
        {current.isFetching && current.data ? (
          <Group gap={6} role="status" aria-live="polite" pb={10}>
            <Loader size="xs" aria-hidden="true" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </Group>
        ) : null}
      </Group>

      {current.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : current.isError ? (
        isApiError(current.error, 404) ? (
          <Alert color="yellow" variant="light" role="alert">
            {current.error.errors.join('\n')}
          </Alert>
        ) : (
          <LoadFailure />
        )
      ) : (
        <Stack gap="sm">
          {attentionOnly ? (
            <Alert color="orange" variant="light" role="status">
              {t('teacher.allDashboard.focus.attentionActive')}
            </Alert>
          ) : null}
          {view === 'day' && day.data ? (
            <>
              <ClassDashboardSummary data={day.data} />
              <ClassDashboardTable
                data={attentionOnly ? { ...day.data, students: day.data.students.filter((row) => row.isAttention) } : day.data}
                caption={t('teacher.dashboard.tableCaption', { date: period, grade: day.data.grade.name, klass: day.data.klass.name })}
                talkProcessing={talkProcessing}
                renderAttendance={(row) => (
                  <AttendanceRegisterCell
                    // Another day or class is another register: start the cell afresh.
                    key={`${day.data.date}:${row.id}`}
                    studentId={row.id}
                    name={row.name}
                    date={day.data.date}
                    attendance={row.attendance}
                    dailyMemo={row.dailyMemo}
                  />
                )}
              />
            </>
          ) : null}
          {view === 'week' && week.data ? (
            <ClassWeekTable
              data={attentionOnly ? { ...week.data, students: week.data.students.filter((row) => row.isAttention) } : week.data}
              today={today}
              talkProcessing={talkProcessing}
              caption={t('teacher.dashboard.weekCaption', { range: period, grade: week.data.grade.name, klass: week.data.klass.name })}
            />
          ) : null}
          <DashboardLegend talkProcessing={talkProcessing} />
        </Stack>
      )}
    </Stack>
  );
}
