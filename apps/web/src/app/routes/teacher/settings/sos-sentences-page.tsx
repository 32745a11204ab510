import { useTranslation } from 'react-i18next';
import { SentenceEditor } from '../../../../features/sos-wording/components/sentence-editor.tsx';
import { useSentence } from '../../../../features/sos-wording/hooks/use-sentences.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/sos_sentences` (spec §2, issue 13 item 6): the sentence above
 * the students' talk buttons, in the ruby syntax with the §5 rules; any teacher reads, admins save.
 */
export function SosSentencesSettingsPage() {
  const { t } = useTranslation();
  const sentence = useSentence('sos');
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.schoolAdmin.sentences.sosTitle')}
      lead={t('teacherSettings.schoolAdmin.sentences.sosLead')}
      session={session}
      loading={sentence.isPending}
      failed={sentence.isError}
    >
      {(readOnly) =>
        sentence.isSuccess ? (
          <SentenceEditor
            key={`${session.generation}:${sentence.data}`}
            kind="sos"
            stored={sentence.data}
            fallback={t('student.sos.lead')}
            readOnly={readOnly}
            onDirty={(dirty) => session.report('sentence', dirty)}
          />
        ) : null
      }
    </SettingsFrame>
  );
}
