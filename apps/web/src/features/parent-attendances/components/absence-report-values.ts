import type { AbsenceReason } from '@sukoyaka/contracts/attendance';
import type { ParentAttendanceBody } from '@sukoyaka/contracts/parent-attendance';
import type { ContractForm } from '../../../lib/forms/use-contract-form.ts';

/** A child the report can be for, already named by the page (1年 1組 2番 南 太郎). */
export interface ReportChild {
  id: number;
  label: string;
}

/** The report form's inputs: '' while a choice is not made (radios and the reason select hold text). */
export interface AbsenceReportValues extends Record<string, unknown> {
  studentId: string;
  date: string;
  status: ParentAttendanceBody['status'] | '';
  reason: AbsenceReason | '';
  memo: string;
}

export type AbsenceReportForm = ContractForm<AbsenceReportValues, ParentAttendanceBody>;

/** The fields in screen order: the first one with an error takes the focus. */
export const REPORT_FIELDS = ['studentId', 'date', 'status'] as const;

/** The body of POST /api/parents/attendances the inputs stand for (checked by its contract schema). */
export function reportBodyOf(values: AbsenceReportValues): unknown {
  const memo = values.memo.trim();
  return {
    studentId: Number(values.studentId),
    date: values.date,
    status: values.status,
    ...(values.status === 'absent' && values.reason ? { reason: values.reason } : {}),
    ...(memo ? { memo } : {}),
  };
}
