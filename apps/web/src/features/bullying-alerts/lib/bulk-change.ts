import type { BullyingAlertCell } from '@sukoyaka/contracts/bullying-alerts';

/**
 * The bulk change of the teacher confirmation status (spec §4), as pure rules and a reducer.
 * A student can be ticked only with an answered (completed) sheet for the selected delivery whose
 * status is not 未確認 (spec §4 "only students whose status … is not unconfirmed"; a teacher
 * opening the sheet makes it 確認中, decision 022's note for issue 28), so students with no sheet,
 * an unfinished one or a 未確認 one are disabled; a class is disabled when it has no students or
 * none can be ticked. The API refuses the same students. Ticking a class ticks its enabled students; select-all ticks every enabled one;
 * unticking clears the pending status; 確認する stays disabled until a status is chosen; cancel
 * clears the ticks; changing the selected delivery resets the status choice.
 */

/** A student row as the rules see it: the student and their sheet of the selected delivery. */
export interface BulkStudent {
  studentId: number;
  alert: Pick<BullyingAlertCell, 'completed' | 'teacherConfirmStatus'> | null;
}

/** True when the student cannot be ticked (no sheet, not completed, or still 未確認). */
export const isStudentDisabled = (s: BulkStudent): boolean => s.alert?.completed !== true || s.alert.teacherConfirmStatus === 'unconfirmed';

/** True when the class cannot be ticked: no students, or none of them can. */
export const isKlassDisabled = (students: readonly BulkStudent[]): boolean => students.every(isStudentDisabled);

export interface BulkState {
  editing: boolean;
  checked: number[];
  /** The chosen status number 1–4, null until chosen. */
  status: number | null;
  /** The confirm modal (本当に一括変更しますか) is open. */
  confirming: boolean;
}

export const initialBulkState: BulkState = { editing: false, checked: [], status: null, confirming: false };

export type BulkAction =
  | { type: 'toggleEdit' }
  | { type: 'tick'; student: BulkStudent; on: boolean }
  | { type: 'tickKlass'; students: readonly BulkStudent[]; on: boolean }
  | { type: 'tickAll'; students: readonly BulkStudent[]; on: boolean }
  | { type: 'chooseStatus'; status: number | null }
  | { type: 'openConfirm' }
  | { type: 'closeConfirm' }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deliveryChanged' };

const ids = (students: readonly BulkStudent[]) => students.filter((s) => !isStudentDisabled(s)).map((s) => s.studentId);
const union = (a: number[], b: number[]) => [...new Set([...a, ...b])];

/** The next state of the bulk change after `action` (pure). */
export function bulkReducer(state: BulkState, action: BulkAction): BulkState {
  switch (action.type) {
    case 'toggleEdit':
      return state.editing ? initialBulkState : { ...initialBulkState, editing: true };
    case 'tick':
      if (isStudentDisabled(action.student)) return state;
      return action.on
        ? { ...state, checked: union(state.checked, [action.student.studentId]) }
        : { ...state, checked: state.checked.filter((id) => id !== action.student.studentId), status: null };
    case 'tickKlass':
    case 'tickAll': {
      const these = ids(action.students);
      if (!these.length) return state;
      return action.on
        ? { ...state, checked: union(state.checked, these) }
        : { ...state, checked: state.checked.filter((id) => !these.includes(id)), status: null };
    }
    case 'chooseStatus':
      return { ...state, status: action.status };
    case 'openConfirm':
      return canConfirm(state) ? { ...state, confirming: true } : state;
    case 'closeConfirm':
      return { ...state, confirming: false };
    case 'cancel':
      return { ...state, checked: [], status: null, confirming: false };
    case 'saved':
      return { ...state, checked: [], status: null, confirming: false };
    case 'deliveryChanged':
      return { ...state, checked: [], status: null, confirming: false };
  }
}

/** 確認する is enabled only with ticked students and a chosen status. */
export const canConfirm = (state: BulkState): boolean => state.checked.length > 0 && state.status !== null;

/** Whether a class's box shows ticked: every enabled student of it is ticked. */
export const isKlassTicked = (state: BulkState, students: readonly BulkStudent[]): boolean => {
  const these = ids(students);
  return these.length > 0 && these.every((id) => state.checked.includes(id));
};
