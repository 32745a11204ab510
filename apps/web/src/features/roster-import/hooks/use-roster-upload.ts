import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { ConflictChoice, RosterPreview } from '@sukoyaka/contracts/roster-import';
import { showDone } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { fileToBase64 } from '../../../lib/file-base64.ts';
import type { RosterSend } from './use-roster-import.ts';

/** How a kind of upload reads its answer: the previews to show (null once imported) and how many rows were written. */
export interface RosterAnswerReader<R> {
  previews: (result: R) => RosterPreview[] | null;
  written: (result: R) => number;
}

/**
 * The upload flow shared by the Excel template and the OneRoster zip (spec §2 student/import,
 * teacher/import; issue 13 item 4): year and file → 内容を確認する (preview, the file kept as
 * base64) → the preview modal, where each 要確認 row gets a choice → 登録する (the same bytes and
 * the choices imported, all rows or none) → a toast
 * 「N件を登録しました。」 and a clean form. A file the server cannot read at all gives `errorLines`
 * (the message and every reason in `fieldErrors.file`).
 */
export function useRosterUpload<R>(run: UseMutationResult<R, Error, RosterSend>, reader: RosterAnswerReader<R>) {
  const { t } = useTranslation();
  const current = schoolYearOf(new Date());
  const [year, setYear] = useState(current);
  const [file, setFileState] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [choices, setChoices] = useState<Map<number, ConflictChoice>>(new Map());
  const previews = run.data ? reader.previews(run.data) : null;
  const errorLines = isApiError(run.error) ? [...run.error.errors, ...(run.error.fieldErrors.file ?? [])] : run.error ? [t('common.error.generic')] : [];

  /** Reads the chosen file and asks for the preview. */
  async function check() {
    if (!file) return;
    const base64 = await fileToBase64(file);
    setContent(base64);
    setChoices(new Map());
    run.mutate({ file: base64, year, commit: false });
  }

  /** Imports the previewed file with the choices made for its conflict rows. */
  function submit() {
    if (!content) return;
    const resolutions = [...choices].map(([row, choice]) => ({ row, choice }));
    run.mutate(
      { file: content, year, commit: true, resolutions },
      {
        onSuccess: (result) => {
          showDone(t('teacherSettings.roster.import.done', { count: reader.written(result) }));
          setFileState(null);
          setContent(null);
          setChoices(new Map());
          run.reset();
        },
      },
    );
  }

  return {
    current,
    year,
    setYear,
    file,
    setFile: (f: File | null) => {
      setFileState(f);
      run.reset();
    },
    check,
    submit,
    /** The choices made for conflict rows (row → choice), and choosing one. */
    choices,
    choose: (row: number, choice: ConflictChoice) => setChoices((m) => new Map(m).set(row, choice)),
    close: () => run.reset(),
    /** The last answer (the preview, or undefined after an import or an error). */
    data: run.data,
    previews,
    errorLines: previews ? [] : errorLines,
    checking: run.isPending && run.variables?.commit === false,
    submitting: run.isPending && run.variables?.commit === true,
  };
}

export type RosterUpload = ReturnType<typeof useRosterUpload>;
