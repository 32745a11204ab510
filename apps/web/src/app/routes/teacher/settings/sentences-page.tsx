import { useTranslation } from 'react-i18next';
import { SentenceEditor } from '../../../../features/sos-wording/components/sentence-editor.tsx';
import type { SentenceKind } from '../../../../features/sos-wording/api/sentences.ts';
import { useSentence } from '../../../../features/sos-wording/hooks/use-sentences.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/** What differs between the two sentence pages: their texts, and the built-in sentence students see without a stored one. */
const SENTENCE_PAGES = {
  sos: { title: 'sosTitle', lead: 'sosLead', fallback: 'student.sos.lead' },
  standby: { title: 'standbyTitle', lead: 'standbyLead', fallback: 'student.sos.sent' },
} as const;

/**
 * `/{school_code}/teacher/settings/sos_sentences` (kind sos: the sentence above the students' talk
 * buttons) and `…/standby_sentences` (kind standby: the sentence a student sees after asking to
 * talk); spec §2, issue 13 item 6. The sentence in the ruby syntax with the §5 rules; any teacher
 * reads, admins save.
 */
export function SentencesSettingsPage({ kind }: { kind: SentenceKind }) {
  const { t } = useTranslation();
  const page = SENTENCE_PAGES[kind];
  const sentence = useSentence(kind);
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t(`teacherSettings.schoolAdmin.sentences.${page.title}`)}
      lead={t(`teacherSettings.schoolAdmin.sentences.${page.lead}`)}
      session={session}
      loading={sentence.isPending}
      failed={sentence.isError}
    >
      {(readOnly) =>
        sentence.isSuccess ? (
          <SentenceEditor
            key={`${session.generation}:${sentence.data}`}
            kind={kind}
            stored={sentence.data}
            fallback={t(page.fallback)}
            readOnly={readOnly}
            onDirtyChange={session.report}
          />
        ) : null
      }
    </SettingsFrame>
  );
}
