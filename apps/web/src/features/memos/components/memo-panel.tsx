import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNotes, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudentMemos } from '../hooks/use-memos.ts';
import { MemoFormModal } from './memo-form-modal.tsx';
import { MemoList } from './memo-list.tsx';

export interface MemoPanelProps {
  studentId: number;
  /** Earlier school years' memos (student-past/{id}/memo): read only, no add button. */
  past?: boolean;
  /** Heading level of メモ. */
  order?: 2 | 3;
}

/**
 * The memo panel of the student pages (spec §2, §4 memo flow, §5, §8, §9): titled メモ, each memo
 * with the teacher's name, time (YYYY/MM/DD HH:mm) and content (MemoList); メモを追加 opens
 * MemoFormModal. On 200 the list becomes the answer's list; a failed save leaves it as it was.
 */
export function MemoPanel({ studentId, past = false, order = 2 }: MemoPanelProps) {
  const { t } = useTranslation();
  const memos = useStudentMemos(studentId, past);
  const [opened, setOpened] = useState(false);
  const headingId = useId();

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

      {opened ? <MemoFormModal studentId={studentId} onClose={() => setOpened(false)} /> : null}
    </Paper>
  );
}
