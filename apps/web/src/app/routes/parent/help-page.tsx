import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { HelpArticle } from '../../../features/help-articles/components/help-article.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/parent/help` (spec §2 "Layouts and footer": the parent layout's footer help link;
 * the spec names only student and staff help, so this short article is ours, recorded in
 * docs/decisions/007): how to report an absence, the history and cancelling, the language switch,
 * and to telephone the school when it is urgent. In the parent's chosen language (the language switch
 * is in the top bar); public, like the teacher's.
 */
export function ParentHelpPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const s = t('helpArticles.parent.sections', { returnObjects: true });
  return (
    <HelpArticle
      title={t('helpArticles.parent.title')}
      lead={t('helpArticles.parent.lead')}
      topRight={<LanguageSwitch />}
      sections={[
        { id: 'absent', ...s.absent, link: { to: paths.parent(schoolCode, 'absent'), page: t('parent.nav.absent') } },
        { id: 'history', ...s.history, link: { to: paths.parent(schoolCode, 'history'), page: t('parent.nav.history') } },
        { id: 'language', ...s.language },
        { id: 'contact', ...s.contact },
      ]}
    />
  );
}
