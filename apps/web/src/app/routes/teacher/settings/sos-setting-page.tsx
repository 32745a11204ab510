import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SosButtonsForm } from '../../../../features/sos-wording/components/sos-buttons-form.tsx';
import { useSosButtons } from '../../../../features/sos-wording/hooks/use-sos-buttons.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';
import { paths } from '../../../../lib/paths.ts';

/**
 * `/{school_code}/teacher/settings/sos_setting` (spec §2, issue 13 item 6): the talk buttons
 * (sos_settings bulk create / update / delete) with the addresses they mail, and links to the two
 * sentences students see. Any teacher reads; admins change.
 */
export function SosSettingPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const buttons = useSosButtons();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.schoolAdmin.sosSetting.title')}
      lead={t('teacherSettings.schoolAdmin.sosSetting.lead')}
      session={session}
      loading={buttons.isPending}
      failed={buttons.isError}
    >
      {(readOnly) => (
        <Stack gap="lg">
          <Group gap="lg">
            <Anchor component={Link} to={paths.teacher(schoolCode, 'settings/sos_sentences')}>
              {t('teacherSettings.schoolAdmin.sosSetting.sentences')}
            </Anchor>
            <Anchor component={Link} to={paths.teacher(schoolCode, 'settings/standby_sentences')}>
              {t('teacherSettings.schoolAdmin.sosSetting.standby')}
            </Anchor>
          </Group>
          {buttons.data ? (
            <SosButtonsForm key={`${session.generation}:${buttons.dataUpdatedAt}`} buttons={buttons.data} readOnly={readOnly} onDirtyChange={session.report} />
          ) : null}
        </Stack>
      )}
    </SettingsFrame>
  );
}
