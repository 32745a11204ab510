import { useTranslation } from 'react-i18next';
import { SentenceEditor } from '../../../../features/sos-wording/components/sentence-editor.tsx';
import { useSentence } from '../../../../features/sos-wording/hooks/use-sentences.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/standby_sentences` (spec §2, issue 13 item 6): the sentence a
 * student sees after asking to talk, in the ruby syntax with the §5 rules; any teacher reads, admins save.
 */
export function StandbySentencesSettingsPage() {
  const { t } = useTranslation();
  const sentence = useSentence('standby');
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.schoolAdmin.sentences.standbyTitle')}
      lead={t('teacherSettings.schoolAdmin.sentences.standbyLead')}
      session={session}
      loading={sentence.isPending}
      failed={sentence.isError}
    >
      {(readOnly) =>
        sentence.isSuccess ? (
          <SentenceEditor
            key={`${session.generation}:${sentence.data}`}
            kind="standby"
            stored={sentence.data}
            fallback={t('student.sos.sent')}
            readOnly={readOnly}
            onDirty={(dirty) => session.report('sentence', dirty)}
          />
        ) : null
      }
    </SettingsFrame>
  );
}
