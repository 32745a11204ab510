import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The board's report pages (decision 029), in menu order: the spec's four reports, then the two of issue 14 item 6, then bullying (issue 26). */
export const REPORT_PAGES = [
  { path: paths.board('report'), key: 'byMonth' },
  { path: paths.board('report/want_to_talk'), key: 'wantToTalk' },
  { path: paths.board('report/daily_active_users'), key: 'dailyActiveUsers' },
  { path: paths.board('report/continuous_weak_condition'), key: 'continuousWeakCondition' },
  { path: paths.board('report/response_times'), key: 'responseTimes' },
  { path: paths.board('report/early_warning'), key: 'earlyWarning' },
  { path: paths.board('report/bullying'), key: 'bullying' },
] as const;

/** The report menu: one link per report page, the current one marked (aria-current); keeps the period query across reports. */
export function ReportNav() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const period = new URLSearchParams(search);
  for (const key of [...period.keys()]) if (key !== 'year' && key !== 'month' && key !== 'schoolId') period.delete(key);
  const query = period.toString() ? `?${period.toString()}` : '';
  return (
    <Group component="nav" aria-label={t('organization.report.navLabel')} gap={6} wrap="wrap">
      {REPORT_PAGES.map((p) => (
        <NavLink key={p.key} to={`${p.path}${query}`} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" size="compact-sm" variant={isActive ? 'filled' : 'light'}>
              {t(`organization.report.pages.${p.key}`)}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
