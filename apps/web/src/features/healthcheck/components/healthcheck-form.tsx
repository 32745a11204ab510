import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import type { DeliveryResult } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import type { StudentHealthcheck } from '../api/healthcheck.ts';
import { initialValues, mergeDraft, validateForm, type FormValues, type ItemValue } from '../healthcheck-form.ts';
import { useAnswerHealthcheck } from '../hooks/use-healthcheck.ts';
import { clearHealthcheckDraft, readHealthcheckDraft, writeHealthcheckDraft } from './healthcheck-draft.ts';
import { HealthcheckField } from './healthcheck-field.tsx';
import { DraftRestoredNotice, FixErrorsNotice } from './healthcheck-form-notices.tsx';
import classes from './healthcheck.module.css';
import { useWordingContext } from '../../../components/ui/student-wording.tsx';

export interface HealthcheckFormProps {
  /** Today's form and answer (GET /api/students/healthcheck). */
  healthcheck: StudentHealthcheck;
  /** Called once the answer (or the skip) is sent or safely waiting in the outbox. */
  onDone: (result: DeliveryResult) => void;
  /** Who will see the answer (issue 25 item 6), under the lead; the page passes WhoSeesLine. */
  whoSees?: ReactNode;
}

/**
 * The health observation form (健康観察; spec §2 "health check with a health observation section
 * titled with today's date", §4 register / redo / skip, §5 rules): a kit form checked by the
 * shared health-check rules (healthcheck-form.ts validateForm: required choices, all parts of a
 * time, the 500-character text). Every value the student enters is kept in sessionStorage while
 * they work (a reload or a detour loses nothing) and stays on screen when a message shows; a
 * message names each item still to answer, and focus goes to the first.
 */
export function HealthcheckForm({ healthcheck, onDone, whoSees = null }: HealthcheckFormProps) {
  const { t } = useTranslation();
  const wording = useWordingContext();
  const { rich } = useTextRenderer();
  const session = useSession();
  const answer = useAnswerHealthcheck();
  const { items, date } = healthcheck;
  const saved = useMemo(
    () => new Map((healthcheck.answer?.isSkip ? [] : (healthcheck.answer?.healthcheckAnswerDetails ?? [])).map((d) => [d.healthcheckItemId, d.answer])),
    [healthcheck.answer],
  );
  const start = useMemo(() => initialValues(items, saved), [items, saved]);
  const [draft] = useState(() => readHealthcheckDraft(session?.uid, date));
  const [restored, setRestored] = useState(draft !== null);
  const [showSummary, setShowSummary] = useState(false);
  const form = useContractForm<FormValues>({
    initialValues: mergeDraft(items, start, draft),
    rules: (values) => Object.fromEntries(Object.entries(validateForm(items, values).errors).map(([id, key]) => [id, t(key)])),
    validateInputOnBlur: false,
  });
  const { values } = form;

  // Keep a draft while the student works (only once they changed something).
  const touched = form.isTouched();
  useEffect(() => {
    if (touched && session) writeHealthcheckDraft({ uid: session.uid, date, values });
  }, [touched, values, date, session]);

  const pending = answer.isPending || answer.isSuccess;
  const finish = (result: DeliveryResult) => {
    clearHealthcheckDraft();
    onDone(result);
  };

  const submit = form.onSubmit(
    (checked) => {
      if (pending) return;
      setShowSummary(false);
      const { answers } = validateForm(items, checked);
      answer.mutate(
        { body: { isSkip: false, answers }, date },
        {
          onSuccess: finish,
          // The API names refused items as `answers.<itemId>`: show its message there too.
          onError: (error) => {
            if (!isApiError(error)) return;
            const refused = Object.keys(error.fieldErrors).flatMap((field) => /^answers\.(\d+)$/.exec(field)?.[1] ?? []);
            form.setErrors(Object.fromEntries(refused.map((id) => [id, t('student.healthcheck.invalid')])));
          },
        },
      );
    },
    (errors, _values, event) => {
      setShowSummary(true);
      const first = items.find((item) => errors[String(item.id)]);
      const box = first ? event?.currentTarget.querySelector<HTMLElement>(`[data-item="${first.id}"]`) : null;
      box?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex="0"]')?.focus();
      box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    },
  );

  function skip() {
    if (pending) return;
    form.clearErrors();
    setShowSummary(false);
    answer.mutate({ body: { isSkip: true, answers: [] }, date }, { onSuccess: finish });
  }

  const errorCount = Object.keys(form.errors).length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {rich(t('student.healthcheck.title'))}
          </Title>
          <Text size="lg" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
            {rich(t('student.healthcheck.lead', { context: wording }))}
          </Text>
          {whoSees}
        </Stack>

        {restored ? (
          <DraftRestoredNotice
            onRestart={() => {
              clearHealthcheckDraft();
              form.resetTo(start);
              form.resetTouched();
              setRestored(false);
            }}
          />
        ) : null}
        {showSummary && errorCount ? <FixErrorsNotice count={errorCount} /> : null}
        <ErrorAlert error={answer.error} />

        <Paper component="section" aria-labelledby="healthcheck-date" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} id="healthcheck-date" fz={{ base: 20, sm: 24 }} mb="xs">
            {formatDateWithWeekday(date, currentHtmlLang())}
          </Title>
          {items.map((item) => (
            <div key={item.id} className={classes.item} data-item={item.id}>
              <HealthcheckField
                item={item}
                value={values[String(item.id)]!}
                error={form.errors[String(item.id)] as string | undefined}
                onChange={(next: ItemValue) => {
                  form.setFieldValue(String(item.id), next);
                  form.setTouched((current) => ({ ...current, [String(item.id)]: true }));
                }}
              />
            </div>
          ))}
        </Paper>

        <Group gap="md">
          <Button
            type="submit"
            size="lg"
            miw={200}
            disabled={pending && !answer.isPending}
            loading={answer.isPending && !answer.variables?.body.isSkip}
            leftSection={<IconCheck size={22} aria-hidden="true" />}
          >
            {rich(t('student.healthcheck.register'))}
          </Button>
          {healthcheck.enableSkip ? (
            <Button variant="default" size="lg" miw={160} disabled={pending} onClick={skip}>
              {rich(t('student.faces.skip'))}
            </Button>
          ) : null}
          {answer.isPending ? (
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden="true" />
              <Text>{t('student.checkIn.sending')}</Text>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
