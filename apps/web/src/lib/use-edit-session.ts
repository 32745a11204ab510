import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useIdleEdit, type IdleEdit } from './use-idle-edit.ts';

/** Tells a page's edit session whether one of its forms has unsaved changes. */
export type ReportDirty = (formKey: string, dirty: boolean) => void;

export interface EditSession {
  /** True while any form of the page has unsaved changes (the spec §4 "edit"). */
  dirty: boolean;
  report: ReportDirty;
  /** Changes when an idle edit is cancelled: key the forms with it so they start over. */
  generation: number;
  idle: IdleEdit;
}

/**
 * The edit session of a settings page (spec §4, §8): forms report their unsaved changes; while
 * any exist, 3 hours without input cancel them (a warning from 2.5 h), by bumping `generation`.
 */
export function useEditSession(): EditSession {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const [generation, setGeneration] = useState(0);
  const report = useCallback<ReportDirty>((formKey, dirty) => {
    setDirtyForms((current) => {
      if (current.has(formKey) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(formKey);
      else next.delete(formKey);
      return next;
    });
  }, []);
  const cancelEdits = useCallback(() => setGeneration((g) => g + 1), []);
  const dirty = dirtyForms.size > 0;
  const idle = useIdleEdit(dirty, cancelEdits);
  return { dirty, report, generation, idle };
}

/** A form's side of the edit session: reports its dirty state, and clean when it goes away. */
export function useReportDirty(formKey: string, dirty: boolean, report: ReportDirty | undefined): void {
  // A layout effect, like useIdleEdit's: the edit starts in the same task as the input that made
  // the form dirty, not after the next frame, when preact/compat runs plain effects (decision 016).
  useLayoutEffect(() => {
    report?.(formKey, dirty);
  }, [formKey, dirty, report]);
  useEffect(() => () => report?.(formKey, false), [formKey, report]);
}
