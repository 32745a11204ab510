import { createContext, useContext, type ReactNode } from 'react';

/** The wording a student's screens use (issue 24 item 5): kana-heavy, standard (小4–6) or 中学生 and up. */
export type StudentWording = 'kana' | 'standard' | 'junior';

const WordingContext = createContext<StudentWording>('kana');

/** Sets the wording of the student screens below it (the student layout, from the school type and grade). */
export function StudentWordingProvider({ wording, children }: { wording: StudentWording; children: ReactNode }) {
  return <WordingContext.Provider value={wording}>{children}</WordingContext.Provider>;
}

/**
 * The i18next `context` of a message that has age variants (issue 24 item 5): undefined for the
 * kana-heavy base message, 'standard' (小4–6) or 'junior' (中学生 and up), which pick
 * `key_standard` / `key_junior`. Pass it as `t(key, { context })`.
 */
export function useWordingContext(): 'standard' | 'junior' | undefined {
  const wording = useContext(WordingContext);
  return wording === 'kana' ? undefined : wording;
}
