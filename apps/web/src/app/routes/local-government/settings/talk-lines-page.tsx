import { useTranslation } from 'react-i18next';
import { OrganizationSettingsFrame } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { TalkLinesForm } from '../../../../features/organization-settings/components/talk-lines-form.tsx';
import { useTalkLines } from '../../../../features/organization-settings/hooks/use-organization-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';

/** `/local_governments/settings/talk_lines` (issue 25 item 1, decision 078): the board's own lines its pupils see out of school hours. */
export function TalkLinesSettingsPage() {
  const { t } = useTranslation();
  const lines = useTalkLines();
  const session = useEditSession();
  return (
    <OrganizationSettingsFrame
      title={t('organization.settings.pages.talkLines')}
      lead={t('organization.settings.descriptions.talkLines')}
      session={session}
      loading={lines.isPending}
      failed={lines.isError}
    >
      {lines.data ? <TalkLinesForm key={session.generation} list={lines.data} onDirtyChange={session.report} /> : null}
    </OrganizationSettingsFrame>
  );
}
