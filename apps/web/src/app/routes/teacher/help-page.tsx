import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HelpArticle } from '../../../features/help-articles/components/help-article.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/teacher/help` (spec §2 "Layouts and footer": the teacher help article the footer
 * opens in a new tab; route recorded in docs/decisions/007): what a class teacher needs in the five
 * minutes before homeroom, a morning checklist, then one section per screen with a link to it,
 * named as the menus show them. Public, so the new tab needs no session (see HelpArticle).
 */
export function TeacherHelpPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const morning = t('helpArticles.teacher.morning', { returnObjects: true });
  const s = t('helpArticles.teacher.sections', { returnObjects: true });
  return (
    <HelpArticle
      title={t('helpArticles.teacher.title')}
      lead={t('helpArticles.teacher.lead')}
      checklist={{ title: morning.title, steps: [morning.step1, morning.step2, morning.step3, morning.step4] }}
      sections={[
        { id: 'dashboard', ...s.dashboard, link: { to: paths.teacher(schoolCode, 'class_dashboard'), page: t('teacher.dashboard.pageTitle') } },
        { id: 'talk', ...s.talk, link: { to: paths.teacher(schoolCode, 'sos_dashboard'), page: t('teacher.sosDashboard.pageTitle') } },
        {
          id: 'attendance',
          ...s.attendance,
          link: { to: paths.teacher(schoolCode, 'parent_attendances_dashboard'), page: t('teacher.parentAttendances.pageTitle') },
        },
        { id: 'bullying', ...s.bullying, link: { to: paths.teacher(schoolCode, 'bullying-alert/for_class'), page: t('bullyingAlerts.forClass.title') } },
        {
          id: 'questionnaires',
          ...s.questionnaires,
          link: { to: paths.teacher(schoolCode, 'questionnaire-deliveries'), page: t('questionnaireDeliveries.nav') },
        },
        { id: 'exports', ...s.exports, link: { to: paths.teacher(schoolCode, 'report'), page: t('teacherStudents.report.title') } },
        { id: 'settings', ...s.settings, link: { to: paths.teacher(schoolCode, 'settings/alert'), page: t('teacherSettings.nav.title') } },
        { id: 'contact', ...s.contact },
      ]}
    />
  );
}
