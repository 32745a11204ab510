import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { StudentDelivery } from '@sukoyaka/contracts/questionnaires';
import { lazy, Suspense, useEffect, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SchoolText } from '../../../components/ui/school-text.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import type { DeliveryChoice } from '../api/questionnaires.ts';
import { useChooseDelivery, useDeliveries } from '../hooks/use-questionnaires.ts';
import type { ConsentDialogProps } from './consent-dialog.tsx';
import { KEEP_WORDS, NeverConfirm } from './never-confirm.tsx';

export interface QuestionnairePromptProps {
  /** True once today's check-in is done (sent or waiting on the device): the prompt never comes first. */
  enabled: boolean;
  /** `/{school_code}/student/questionnaire` (the answering page; the delivery id is appended). */
  answerPath: string;
}

type Notice = 'postponed' | 'declined' | null;

/**
 * The consent dialog is Mantine's Modal (with its focus trap, scroll lock and floating-ui: ~30 KB
 * gzip), which only a student with a consent questionnaire due ever opens: it loads when such a
 * prompt shows, not with the check-in (decision 015). If its code cannot arrive, the card says so.
 */
const loadConsentDialog = () => import('./consent-dialog.tsx');
const ConsentDialog = lazy<ComponentType<ConsentDialogProps>>(() =>
  loadConsentDialog().then(
    (m) => ({ default: m.ConsentDialog }),
    () => ({ default: ConsentDialogUnavailable }),
  ),
);

function ConsentDialogUnavailable({ delivery }: ConsentDialogProps) {
  const { t } = useTranslation();
  return delivery ? <ErrorAlert messages={[t('common.error.network')]} /> : null;
}

/**
 * The questionnaire prompt after the check-in (spec §2 Student, §4; decision 013), as a card that
 * never covers the check-in: for a new delivery "answer now / answer later / never answer again",
 * (asked once more before it is stored), for one in progress the resume prompt "resume / postpone".
 * Answer now on a consent questionnaire opens the consent dialog first. After あとで こたえる (not
 * asked again this sign-in) the open questionnaire stays as a smaller card with one いま こたえる
 * (issue 24 item 6). Shows nothing while offline or when nothing is open.
 */
export function QuestionnairePrompt({ enabled, answerPath }: QuestionnairePromptProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const navigate = useNavigate();
  const headingId = useId();
  const deliveries = useDeliveries(enabled);
  const choose = useChooseDelivery();
  const [consentFor, setConsentFor] = useState<StudentDelivery | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // もう こたえない asks once before it is stored (issue 24 item 7): one stray tap declines nothing.
  const [confirmingNever, setConfirmingNever] = useState(false);
  const due = deliveries.data?.find((d) => d.askNow) ?? null;
  // Postponed (あとで こたえる) for this sign-in: still open, offered quietly (issue 24 item 6).
  const later = due ? null : (deliveries.data?.find((d) => d.state === 'new' || d.state === 'answering') ?? null);
  const target = due ?? later;
  const consentDue = !!target && target.needsConsent && target.consent !== 'agreed';
  useEffect(() => {
    if (consentDue) void loadConsentDialog().catch(() => undefined);
  }, [consentDue]);
  const errors = errorMessages(choose.error, t('common.error.generic'));

  function run(delivery: StudentDelivery, choice: DeliveryChoice, then: () => void) {
    choose.mutate({ id: delivery.id, choice }, { onSuccess: then });
  }
  const open = (delivery: StudentDelivery) => void navigate(`${answerPath}/${delivery.id}`);

  function answerNow(delivery: StudentDelivery) {
    if (delivery.needsConsent && delivery.consent !== 'agreed') {
      choose.reset();
      setConsentFor(delivery);
      return;
    }
    if (delivery.state === 'answering') open(delivery);
    else run(delivery, 'agree', () => open(delivery));
  }

  const noticeText = notice ? (
    <Text role="status" size="lg" c="gray.8">
      {rich(t(notice === 'postponed' ? 'student.questionnaire.prompt.postponed' : 'student.questionnaire.prompt.declined'))}
    </Text>
  ) : null;
  if (!target) return noticeText;

  const resuming = target.state === 'answering';
  const busy = choose.isPending;
  const consentDialog = consentDue && (
    <Suspense fallback={null}>
      <ConsentDialog
        delivery={consentFor}
        pending={busy}
        errors={consentFor ? errors : []}
        onClose={() => setConsentFor(null)}
        onAgree={() => consentFor && run(consentFor, 'agree', () => open(consentFor))}
        onNotNow={() =>
          consentFor &&
          run(consentFor, 'unselect', () => {
            setConsentFor(null);
            setNotice('postponed');
          })
        }
      />
    </Suspense>
  );
  if (!due) {
    // After あとで こたえる the card stays, smaller, with one way in (issue 24 item 6).
    return (
      <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
        <Stack gap="sm">
          {noticeText}
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconClipboardList size={26} aria-hidden="true" color="var(--mantine-color-blue-8)" style={{ flexShrink: 0 }} />
            <Stack gap={2}>
              <Title order={2} id={headingId} fz={{ base: 18, sm: 20 }} style={KEEP_WORDS}>
                {rich(t('student.questionnaire.prompt.laterTitle'))}
              </Title>
              <Text size="lg" fw={700}>
                <SchoolText value={target.title} translations={target.titleTranslations} questionnaire />
              </Text>
            </Stack>
          </Group>
          <ErrorAlert messages={consentFor ? [] : errors} />
          <Button size="lg" variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => answerNow(target)} loading={busy} disabled={busy}>
            {rich(t(resuming ? 'student.questionnaire.resume.resume' : 'student.questionnaire.prompt.answerNow'))}
          </Button>
        </Stack>
        {consentDialog}
      </Paper>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" bg="blue.0" style={{ borderColor: 'var(--mantine-color-blue-3)' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconClipboardList size={32} aria-hidden="true" color="var(--mantine-color-blue-8)" style={{ flexShrink: 0 }} />
          <Stack gap={4}>
            <Title order={2} id={headingId} fz={{ base: 20, sm: 24 }} style={KEEP_WORDS}>
              {rich(t(resuming ? 'student.questionnaire.resume.title' : 'student.questionnaire.prompt.title'))}
            </Title>
            <Text size="lg" fw={700}>
              <SchoolText value={due.title} translations={due.titleTranslations} questionnaire />
            </Text>
            <Text size="lg" style={KEEP_WORDS}>
              {rich(t(resuming ? 'student.questionnaire.resume.body' : 'student.questionnaire.prompt.body'))}
            </Text>
          </Stack>
        </Group>
        <ErrorAlert messages={consentFor ? [] : errors} />
        {confirmingNever ? (
          <NeverConfirm
            busy={busy}
            onBack={() => setConfirmingNever(false)}
            onConfirm={() =>
              run(due, 'dis_agree', () => {
                setConfirmingNever(false);
                setNotice('declined');
              })
            }
          />
        ) : (
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button size="lg" miw={180} onClick={() => answerNow(due)} loading={busy && choose.variables?.choice === 'agree'} disabled={busy}>
              {rich(t(resuming ? 'student.questionnaire.resume.resume' : 'student.questionnaire.prompt.answerNow'))}
            </Button>
            <Button size="lg" miw={180} variant="default" disabled={busy} onClick={() => run(due, 'unselect', () => setNotice('postponed'))}>
              {rich(t(resuming ? 'student.questionnaire.resume.postpone' : 'student.questionnaire.prompt.answerLater'))}
            </Button>
            {resuming ? null : (
              <Button
                size="lg"
                miw={180}
                variant="default"
                disabled={busy}
                onClick={() => {
                  choose.reset();
                  setConfirmingNever(true);
                }}
              >
                {rich(t('student.questionnaire.prompt.never'))}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {consentDialog}
    </Paper>
  );
}
