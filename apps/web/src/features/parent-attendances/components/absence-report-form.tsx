import { Button, Stack } from '@mantine/core';
import { parentAttendanceBodySchema, type ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOptionKeys } from '../../../lib/date-options.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useSendParentAttendance } from '../hooks/use-parent-attendances.ts';
import { AbsenceReportFields } from './absence-report-fields.tsx';
import { ConfirmStep, SentStep } from './absence-report-steps.tsx';
import { REPORT_FIELDS, reportBodyOf, type AbsenceReportValues, type ReportChild } from './absence-report-values.ts';

export type { ReportChild } from './absence-report-values.ts';

export interface AbsenceReportFormProps {
  /** The family's children (GET /api/parents/student); a single child is chosen for the parent. */
  students: ReportChild[];
  /** Where the history page is (links after sending and with a 409). */
  historyTo: string;
  /** The instant the 8 date options count from (Japan time); now by default. */
  now?: Date;
}

type Step = 'edit' | 'confirm' | 'sent';

/**
 * The parent's report form (spec §2 Parent absent, §3 date options, §4 statuses and reasons):
 * the fields (AbsenceReportFields), checked by the contract of POST /api/parents/attendances
 * with the parent's own translated messages for a missing choice; then a confirmation step and
 * the POST. The send button is disabled while the request runs and the API treats an identical
 * resend as the same report, so a double tap makes one report. The server's Japanese messages
 * (409 already reported, 422 outside the window) are shown as sent.
 */
export function AbsenceReportForm({ students, historyTo, now }: AbsenceReportFormProps) {
  const { t } = useTranslation();
  const send = useSendParentAttendance();
  const [step, setStep] = useState<Step>('edit');
  const [sent, setSent] = useState<{ report: ParentAttendance; created: boolean } | null>(null);
  const form = useContractForm({
    schema: parentAttendanceBodySchema,
    toBody: reportBodyOf,
    messages: { studentId: t('parent.absent.errors.child'), date: t('parent.absent.errors.date'), status: t('parent.absent.errors.status') },
    initialValues: { studentId: students.length === 1 ? String(students[0]!.id) : '', date: '', status: '', reason: '', memo: '' } as AbsenceReportValues,
    validateInputOnBlur: false,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef<Step>(step);

  // The 8 days are computed when the form opens; a form left open past midnight is caught by the
  // server's 422 (its message says which days can be reported).
  const dates = useMemo(() => dateOptionKeys(now), [now]);
  const childLabel = students.find((s) => String(s.id) === form.values.studentId)?.label;

  // A new step replaces the content, and the button just pressed is gone: move focus to the new
  // step's heading (confirm, sent), or back into the form at its first choice (edit).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'edit') formRef.current?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"], [role="radio"]')?.focus();
    else headingRef.current?.focus();
  }, [step]);

  const onReview = form.onSubmit(
    () => {
      send.reset();
      setStep('confirm');
    },
    // Nothing is chosen in a group: focus its first radio, where the choice starts.
    (errors, _values, event) => {
      const first = REPORT_FIELDS.find((f) => errors[f]);
      if (first) event?.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"] [role="radio"]`)?.focus();
    },
  );

  function onSend() {
    if (send.isPending) return;
    send.mutate(form.getTransformedValues(), {
      onSuccess: (result) => {
        setSent(result);
        setStep('sent');
      },
    });
  }

  function startOver() {
    send.reset();
    setSent(null);
    form.setValues({ date: '', status: '', reason: '', memo: '' });
    form.clearErrors();
    setStep('edit');
  }

  if (step === 'sent' && sent) {
    return <SentStep headingRef={headingRef} childLabel={childLabel} sent={sent} historyTo={historyTo} onAnother={startOver} />;
  }

  if (step === 'confirm') {
    const body = form.getTransformedValues();
    return (
      <ConfirmStep
        headingRef={headingRef}
        childLabel={childLabel}
        report={{ date: body.date, status: body.status, reason: body.reason ?? null, memo: body.memo ?? null }}
        historyTo={historyTo}
        pending={send.isPending}
        error={send.error}
        onSend={onSend}
        onBack={() => setStep('edit')}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={onReview} noValidate>
      <Stack gap="lg">
        <AbsenceReportFields form={form} students={students} dates={dates} />
        <Button type="submit" size="lg" fullWidth>
          {t('parent.absent.next')}
        </Button>
      </Stack>
    </form>
  );
}
