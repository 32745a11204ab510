import { Alert, Anchor, Badge, Button, Group, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { ABSENCE_REASONS, type AbsenceReason } from '@sukoyaka/contracts/attendance';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import type { ParentAttendance, ParentAttendanceBody } from '@sukoyaka/contracts/parent-attendance';
import { parentReportStatusSchema } from '@sukoyaka/contracts/parent-attendance';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { dateOptionKeys } from '../../../lib/date-options.ts';
import { useSendParentAttendance } from '../hooks/use-parent-attendances.ts';
import { useReportLabels } from '../hooks/use-report-labels.ts';
import classes from './choice-card.module.css';
import { ReportDetails } from './report-details.tsx';

/** A child the report can be for, already named by the page (1年 1組 2番 南 太郎). */
export interface ReportChild {
  id: number;
  label: string;
}

export interface AbsenceReportFormProps {
  /** The family's children (GET /api/parents/student); a single child is chosen for the parent. */
  students: ReportChild[];
  /** Where the history page is (links after sending and with a 409). */
  historyTo: string;
  /** The instant the 8 date options count from (Japan time); now by default. */
  now?: Date;
}

type Step = 'edit' | 'confirm' | 'sent';
type ReportStatus = ParentAttendanceBody['status'];
type Field = 'student' | 'date' | 'status';

const STATUSES = parentReportStatusSchema.options;

/**
 * The parent's report form (spec §2 Parent absent, §3 date options, §4 statuses and reasons):
 * child (when the family has more than one), one of 8 days from Japan-time today, 欠席 / 遅刻 /
 * 早退, a reason only for 欠席 (病欠 … 学級閉鎖 or none), a memo of at most 5,000 characters; then a
 * confirmation step and POST /api/parents/attendances. The send button is disabled while the
 * request runs and the API treats an identical resend as the same report, so a double tap
 * makes one report. The server's Japanese messages (409 already reported, 422 outside the
 * window) are shown as sent.
 */
export function AbsenceReportForm({ students, historyTo, now }: AbsenceReportFormProps) {
  const { t } = useTranslation();
  const labels = useReportLabels();
  const send = useSendParentAttendance();
  const [step, setStep] = useState<Step>('edit');
  const [studentId, setStudentId] = useState(students.length === 1 ? String(students[0]!.id) : '');
  const [date, setDate] = useState('');
  const [status, setStatus] = useState<ReportStatus | ''>('');
  const [reason, setReason] = useState<AbsenceReason | ''>('');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<{ report: ParentAttendance; created: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef<Step>(step);
  const studentRef = useRef<HTMLDivElement>(null);
  const dateRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // The 8 days are computed when the form opens; a form left open past midnight is caught by the
  // server's 422 (its message says which days can be reported).
  const dates = useMemo(() => dateOptionKeys(now), [now]);

  // A new step replaces the content, and the button just pressed is gone: move focus to the new
  // step's heading (confirm, sent), or back into the form at its first choice (edit).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'edit') formRef.current?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"], [role="radio"]')?.focus();
    else headingRef.current?.focus();
  }, [step]);

  const child = students.find((s) => String(s.id) === studentId);
  const serverErrors = errorMessages(send.error, t('common.error.generic'));
  const conflict = isApiError(send.error, 409);

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!child) found.student = t('parent.absent.errors.child');
    if (!date) found.date = t('parent.absent.errors.date');
    if (!status) found.status = t('parent.absent.errors.status');
    return found;
  }

  function onReview(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['student', 'date', 'status'] as const).find((f) => found[f]);
    if (first) {
      // Nothing is chosen in that group: focus its first radio, where the choice starts.
      ({ student: studentRef, date: dateRef, status: statusRef })[first].current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    send.reset();
    setStep('confirm');
  }

  function body(): ParentAttendanceBody {
    const trimmed = memo.trim();
    return {
      studentId: Number(studentId),
      date,
      status: status as ReportStatus,
      ...(status === 'absent' && reason ? { reason } : {}),
      ...(trimmed ? { memo: trimmed } : {}),
    };
  }

  function onSend() {
    if (send.isPending) return;
    send.mutate(body(), {
      onSuccess: (result) => {
        setSent(result);
        setStep('sent');
      },
    });
  }

  function startOver() {
    send.reset();
    setSent(null);
    setDate('');
    setStatus('');
    setReason('');
    setMemo('');
    setErrors({});
    setStep('edit');
  }

  const summary = (report: Pick<ParentAttendance, 'date' | 'status' | 'reason' | 'memo'>) => [
    { label: t('parent.absent.child'), value: child?.label },
    { label: t('parent.absent.date'), value: labels.date(report.date) },
    { label: t('parent.absent.status'), value: labels.status(report.status, report.reason) },
    { label: t('parent.history.memo'), value: report.memo },
  ];

  if (step === 'sent' && sent) {
    return (
      <Stack gap="md">
        <Title order={2} fz={20} ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
          <Group component="span" gap="xs" wrap="nowrap">
            <IconCircleCheck size={26} color="var(--mantine-color-green-8)" aria-hidden="true" />
            {t('parent.absent.sentTitle')}
          </Group>
        </Title>
        <Text>{t('parent.absent.sentLead')}</Text>
        {sent.created ? null : (
          <Alert color="blue" variant="light">
            {t('parent.absent.alreadySent')}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <ReportDetails items={summary(sent.report)} />
        </Paper>
        <Stack gap="sm">
          <Button component={Link} to={historyTo} size="md" fullWidth>
            {t('parent.absent.toHistory')}
          </Button>
          <Button variant="default" size="md" fullWidth onClick={startOver}>
            {t('parent.absent.another')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  if (step === 'confirm') {
    const pending = send.isPending;
    return (
      <Stack gap="md">
        <Title order={2} fz={20} ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {t('parent.absent.confirmTitle')}
        </Title>
        <Text>{t('parent.absent.confirmLead')}</Text>
        <Paper withBorder p="md" radius="md">
          <ReportDetails
            items={summary({ date, status: status as ReportStatus, reason: status === 'absent' && reason ? reason : null, memo: memo.trim() || null })}
          />
        </Paper>
        <ErrorAlert messages={serverErrors} />
        {conflict ? (
          <Text>
            {t('parent.absent.conflictHint')}{' '}
            <Anchor component={Link} to={historyTo} fw={600}>
              {t('parent.absent.toHistory')}
            </Anchor>
          </Text>
        ) : null}
        <Stack gap="sm">
          <Button size="lg" fullWidth loading={pending} disabled={pending} leftSection={<IconSend size={20} aria-hidden="true" />} onClick={onSend}>
            {t('parent.absent.send')}
          </Button>
          <Button
            variant="default"
            size="md"
            fullWidth
            disabled={pending}
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={() => setStep('edit')}
          >
            {t('parent.absent.back')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={onReview} noValidate>
      <Stack gap="lg">
        {students.length > 1 ? (
          <Radio.Group
            ref={studentRef}
            label={t('parent.absent.child')}
            value={studentId}
            error={errors.student}
            onChange={(value) => {
              setStudentId(value);
              setErrors((e) => ({ ...e, student: undefined }));
            }}
            size="md"
          >
            <Stack gap="xs" mt="xs">
              {students.map((s) => (
                <Radio.Card className={classes.card} key={s.id} value={String(s.id)} p="sm" radius="md">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text fw={600}>{s.label}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <div ref={studentRef}>
            <Text size="md" fw={500}>
              {t('parent.absent.child')}
            </Text>
            <Text fw={700} size="lg">
              {child?.label}
            </Text>
          </div>
        )}

        <Radio.Group
          ref={dateRef}
          label={t('parent.absent.date')}
          value={date}
          error={errors.date}
          onChange={(value) => {
            setDate(value);
            setErrors((e) => ({ ...e, date: undefined }));
          }}
          size="md"
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
            {dates.map((key) => {
              const relative = labels.relativeDay(key);
              return (
                <Radio.Card className={classes.card} key={key} value={key} p="xs" radius="md" mih={52}>
                  <Group wrap="nowrap" gap="xs">
                    <Radio.Indicator size="sm" />
                    <Stack gap={0}>
                      <Text fw={600} size="sm" lh={1.3}>
                        {labels.dateOption(key)}
                      </Text>
                      {relative ? (
                        <Badge size="sm" variant="light" radius="sm" w="fit-content" tt="none">
                          {relative}
                        </Badge>
                      ) : null}
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>

        <Radio.Group
          ref={statusRef}
          label={t('parent.absent.status')}
          value={status}
          error={errors.status}
          onChange={(value) => {
            const next = value as ReportStatus;
            setStatus(next);
            // Spec §4: a reason only with absent.
            if (next !== 'absent') setReason('');
            setErrors((e) => ({ ...e, status: undefined }));
          }}
          size="md"
        >
          <SimpleGrid cols={3} spacing="xs" mt="xs">
            {STATUSES.map((value) => (
              <Radio.Card className={classes.card} key={value} value={value} px={6} py="xs" radius="md" mih={64}>
                {/* Stacked: three cards share a 360 px row, and 早退 is long in some languages. */}
                <Stack gap={4} align="center">
                  <Radio.Indicator size="sm" />
                  <Text fw={700} ta="center" lh={1.25}>
                    {t(`parent.status.${value}`)}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        {status === 'absent' ? (
          <NativeSelect
            size="md"
            label={t('parent.absent.reason')}
            description={t('parent.absent.reasonHint')}
            value={reason}
            data={[{ value: '', label: t('parent.reason.none') }, ...ABSENCE_REASONS.map((value) => ({ value, label: t(`parent.reason.${value}`) }))]}
            onChange={(event) => setReason(event.currentTarget.value as AbsenceReason | '')}
          />
        ) : null}

        <Textarea
          size="md"
          label={t('parent.absent.memo')}
          description={t('parent.absent.memoHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={LONG_TEXT_MAX}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
        />
        <Text size="sm" c="gray.7" ta="right" mt={-12}>
          {t('parent.absent.memoCount', { length: memo.length, max: LONG_TEXT_MAX })}
        </Text>

        <Button type="submit" size="lg" fullWidth>
          {t('parent.absent.next')}
        </Button>
      </Stack>
    </form>
  );
}
