import { Box, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconNotes, IconPlus } from '@tabler/icons-react';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleWarningModal } from '../../../components/ui/idle-warning-modal.tsx';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import { useIdleEdit } from '../../../lib/use-idle-edit.ts';
import type { StudentMemo } from '../api/memos.ts';
import { useCreateStudentMemo, useStudentMemos } from '../hooks/use-memos.ts';
import { formatRecordTime } from '../../../lib/time-formats.ts';

/** Spec §9: the memo list scrolls once it holds more than 5 entries. */
const SCROLL_AFTER = 5;
const SCROLL_HEIGHT = 460;

export interface MemoPanelProps {
  studentId: number;
  /** Earlier school years' memos (student-past/{id}/memo): read only, no add button. */
  past?: boolean;
  /** Heading level of メモ. */
  order?: 2 | 3;
}

function MemoList({ memos }: { memos: StudentMemo[] }) {
  const { t } = useTranslation();
  const scrolls = memos.length > SCROLL_AFTER;
  const list = (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {memos.map((memo) => (
        <Box component="li" key={memo.id} pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={700}>
              {t('teacherStudents.teacherName', { name: memo.teacherName })}
            </Text>
            <Text size="sm" c="gray.7" component="time" dateTime={memo.createdAt}>
              {formatRecordTime(memo.createdAt)}
            </Text>
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {memo.content}
          </Text>
        </Box>
      ))}
    </Stack>
  );
  if (!scrolls) return list;
  // A scrolling region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop and name.
  return (
    <Box mah={SCROLL_HEIGHT} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t('teacherStudents.memo.listLabel')} pr="xs">
      {list}
    </Box>
  );
}

/**
 * The memo panel of the student pages (spec §2, §4 memo flow, §5, §8, §9): titled メモ, each memo
 * with the teacher's name, time (YYYY/MM/DD HH:mm) and content. Adding opens the form (placeholder
 * これはメモの内容です。, at most 5,000 characters; confirm stays disabled while empty), then the
 * confirm step (本当にメモを保存しますか？ / 保存したメモは編集、削除できませんのでご注意ください。);
 * 戻る returns to the form. On 200 the list becomes the answer's list; a failed save shows no
 * message and leaves the list as it was. An idle form is cancelled after 3 hours (warning from
 * 2.5 h), and leaving the page with a draft asks first.
 */
export function MemoPanel({ studentId, past = false, order = 2 }: MemoPanelProps) {
  const { t } = useTranslation();
  const memos = useStudentMemos(studentId, past);
  const create = useCreateStudentMemo(studentId);
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [draft, setDraft] = useState('');
  const headingId = useId();
  const content = draft.trim();

  const close = useCallback(() => {
    setOpened(false);
    setStep('form');
    setDraft('');
  }, []);
  const idle = useIdleEdit(opened, close);

  function save() {
    if (!content || create.isPending) return;
    create.mutate(content, { onSuccess: close });
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" align="baseline">
            <Title order={order} fz={20} id={headingId}>
              <Group component="span" gap={6} wrap="nowrap">
                <IconNotes size={22} aria-hidden="true" />
                {t('teacherStudents.memo.title')}
              </Group>
            </Title>
            {memos.data && memos.data.length > 0 ? (
              <Text size="sm" c="gray.7">
                {t('teacherStudents.memo.count', { number: memos.data.length })}
              </Text>
            ) : null}
          </Group>
          {past ? null : (
            <Button size="sm" leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setOpened(true)}>
              {t('teacherStudents.memo.add')}
            </Button>
          )}
        </Group>
        {past ? (
          <Text size="sm" c="gray.7">
            {t('teacherStudents.memo.pastNote')}
          </Text>
        ) : null}

        {memos.isPending ? (
          <Group justify="center" py="md" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('common.loading')}</Text>
          </Group>
        ) : memos.isError ? (
          <Text role="alert" c="red.9" size="sm">
            {t('common.error.loadFailed.title')} {t('common.error.loadFailed.body')}
          </Text>
        ) : memos.data.length === 0 ? (
          <Text c="gray.7" size="sm">
            {t('teacherStudents.memo.empty')}
          </Text>
        ) : (
          <MemoList memos={memos.data} />
        )}
      </Stack>

      <Modal
        opened={opened}
        onClose={create.isPending ? () => undefined : step === 'confirm' ? () => setStep('form') : close}
        title={step === 'form' ? t('teacherStudents.memo.formTitle') : t('teacherStudents.memo.confirmTitle')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('teacherSettings.close') }}
      >
        {step === 'form' ? (
          <Stack gap="md">
            <Textarea
              label={t('teacherStudents.memo.content')}
              placeholder={t('teacherStudents.memo.placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={LONG_TEXT_MAX}
              autosize
              minRows={6}
              maxRows={14}
              data-autofocus
              description={t('teacherStudents.memo.counter', { length: draft.length, max: LONG_TEXT_MAX })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('teacherStudents.memo.cancel')}
              </Button>
              <Button disabled={!content} onClick={() => setStep('confirm')}>
                {t('teacherStudents.memo.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Stack gap={4}>
              <Text fw={700}>{t('teacherStudents.memo.confirmQuestion')}</Text>
              <Text c="red.9" size="sm">
                {t('teacherStudents.memo.confirmNote')}
              </Text>
            </Stack>
            <Paper
              withBorder
              p="sm"
              bg="gray.0"
              mah={280}
              style={{ overflowY: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label={t('teacherStudents.memo.content')}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {content}
              </Text>
            </Paper>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('form')} disabled={create.isPending} data-autofocus>
                {t('teacherStudents.memo.back')}
              </Button>
              <Button onClick={save} loading={create.isPending} disabled={!content}>
                {t('teacherStudents.memo.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <IdleWarningModal minutesLeft={idle.minutesLeft} onContinue={idle.keepEditing} />
      <UnsavedChangesGuard when={opened && content !== ''} />
    </Paper>
  );
}
