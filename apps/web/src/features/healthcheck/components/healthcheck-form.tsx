import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRotate } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import { formatDateWithWeekday } from '../../../lib/dates.ts';
import type { DeliveryResult } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import type { StudentHealthcheck } from '../api/healthcheck.ts';
import { initialValues, mergeDraft, validateForm, type FormValues, type ItemValue, type MessageKey } from '../healthcheck-form.ts';
import { useAnswerHealthcheck } from '../hooks/use-healthcheck.ts';
import { clearHealthcheckDraft, readHealthcheckDraft, writeHealthcheckDraft } from './healthcheck-draft.ts';
import { HealthcheckField } from './healthcheck-field.tsx';
import classes from './healthcheck.module.css';

export interface HealthcheckFormProps {
  /** Today's form and answer (GET /api/students/healthcheck). */
  healthcheck: StudentHealthcheck;
  /** Called once the answer (or the skip) is sent or safely waiting in the outbox. */
  onDone: (result: DeliveryResult) => void;
}

/**
 * The health observation form (健康観察; spec §2 "health check with a health observation section
 * titled with today's date", §4 register / redo / skip, §5 rules). Every value the student enters is
 * kept in sessionStorage while they work (a reload or a detour loses nothing) and stays on screen
 * when a message shows; a message names each item still to answer, and focus goes to the first.
 */
export function HealthcheckForm({ healthcheck, onDone }: HealthcheckFormProps) {
  const { t } = useTranslation();
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
  const [values, setValues] = useState<FormValues>(() => mergeDraft(items, start, draft));
  const [restored, setRestored] = useState(draft !== null);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [showSummary, setShowSummary] = useState(false);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());
  const touched = useRef(false);

  // Keep a draft while the student works (only once they changed something).
  useEffect(() => {
    if (touched.current && session) writeHealthcheckDraft({ uid: session.uid, date, values });
  }, [values, date, session]);

  const pending = answer.isPending || answer.isSuccess;
  const serverErrors = errorMessages(answer.error, t('common.error.generic'));

  function change(itemId: number, next: ItemValue) {
    touched.current = true;
    setValues((current) => ({ ...current, [String(itemId)]: next }));
    setErrors((current) => {
      if (!current[String(itemId)]) return current;
      const { [String(itemId)]: _, ...rest } = current;
      return rest;
    });
  }

  function focusItem(itemId: number) {
    const box = itemRefs.current.get(itemId);
    const control = box?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex="0"]');
    control?.focus();
    box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  function finish(result: DeliveryResult) {
    clearHealthcheckDraft();
    onDone(result);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = validateForm(items, values);
    setErrors(checked.errors);
    const first = items.find((item) => checked.errors[String(item.id)]);
    if (first) {
      setShowSummary(true);
      focusItem(first.id);
      return;
    }
    setShowSummary(false);
    answer.mutate({ body: { isSkip: false, answers: checked.answers }, date }, { onSuccess: finish, onError: (error) => applyServerErrors(error) });
  }

  function skip() {
    if (pending) return;
    setErrors({});
    setShowSummary(false);
    answer.mutate({ body: { isSkip: true, answers: [] }, date }, { onSuccess: finish });
  }

  /** The API names refused items as `answers.<itemId>`: show its message there too. */
  function applyServerErrors(error: unknown) {
    if (!isApiError(error)) return;
    const found: Record<string, MessageKey> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const id = /^answers\.(\d+)$/.exec(field)?.[1];
      if (id && messages[0]) found[id] = 'student.healthcheck.invalid';
    }
    setErrors(found);
  }

  const errorCount = Object.keys(errors).length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {rich(t('student.healthcheck.title'))}
          </Title>
          <Text size="lg" style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
            {rich(t('student.healthcheck.lead'))}
          </Text>
        </Stack>

        {restored ? (
          <Alert color="blue" variant="light">
            <Group justify="space-between" gap="sm">
              <Text size="md">{rich(t('student.healthcheck.draftRestored'))}</Text>
              <Button
                variant="default"
                size="sm"
                h={44}
                leftSection={<IconRotate size={18} aria-hidden="true" />}
                onClick={() => {
                  clearHealthcheckDraft();
                  touched.current = false;
                  setValues(start);
                  setErrors({});
                  setRestored(false);
                }}
              >
                {rich(t('student.healthcheck.restart'))}
              </Button>
            </Group>
          </Alert>
        ) : null}

        {showSummary && errorCount ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
            <Text size="lg" fw={600}>
              {rich(t('student.healthcheck.fixErrors', { count: errorCount }))}
            </Text>
          </Alert>
        ) : null}
        <ErrorAlert messages={serverErrors} />

        <Paper component="section" aria-labelledby="healthcheck-date" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} id="healthcheck-date" fz={{ base: 20, sm: 24 }} mb="xs">
            {formatDateWithWeekday(date, currentHtmlLang())}
          </Title>
          {items.map((item) => (
            <div
              key={item.id}
              className={classes.item}
              ref={(node) => {
                if (node) itemRefs.current.set(item.id, node);
                else itemRefs.current.delete(item.id);
              }}
            >
              <HealthcheckField
                item={item}
                value={values[String(item.id)]!}
                error={errors[String(item.id)] ? t(errors[String(item.id)]!) : undefined}
                onChange={(next) => change(item.id, next)}
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
