import { useTranslation } from 'react-i18next';
import { HelpArticle } from '../../../features/help-articles/components/help-article.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * `/local_governments/help` (spec §2 "Layouts and footer": the local-government help article the
 * footer opens in a new tab; route recorded in docs/decisions/007): the board's dashboard, reports
 * and small-group suppression (「<5」), schools and access to school accounts, and settings, each
 * with a link to its page, named as the board's menu shows them. Public, like the teacher's.
 */
export function OrganizationHelpPage() {
  const { t } = useTranslation();
  const s = t('helpArticles.board.sections', { returnObjects: true });
  return (
    <HelpArticle
      title={t('helpArticles.board.title')}
      lead={t('helpArticles.board.lead')}
      sections={[
        { id: 'dashboard', ...s.dashboard, link: { to: paths.board('dashboard'), page: t('organization.nav.dashboard') } },
        { id: 'reports', ...s.reports, link: { to: paths.board('report'), page: t('organization.nav.report') } },
        { id: 'schools', ...s.schools, link: { to: paths.board('schools'), page: t('organization.nav.schools') } },
        { id: 'settings', ...s.settings, link: { to: paths.board('settings'), page: t('organization.nav.settings') } },
        { id: 'contact', ...s.contact },
      ]}
    />
  );
}
