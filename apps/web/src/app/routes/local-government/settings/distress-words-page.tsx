import { useTranslation } from 'react-i18next';
import { DistressWordsForm } from '../../../../features/organization-settings/components/distress-words-form.tsx';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { useDistressWords } from '../../../../features/organization-settings/hooks/use-organization-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';

/** `/local_governments/settings/distress_words` (issue 25 item 5, decision 071): the board's words of distress. */
export function DistressWordsSettingsPage() {
  const { t } = useTranslation();
  const words = useDistressWords();
  const session = useEditSession();
  return (
    <OrganizationSettingsFrame
      title={t('organization.settings.pages.distressWords')}
      lead={t('organization.settings.distress.lead')}
      session={session}
      loading={words.isPending}
      failed={words.isError}
    >
      {words.data ? <DistressWordsForm key={session.generation} list={words.data} onDirtyChange={session.report} /> : null}
    </OrganizationSettingsFrame>
  );
}
