import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import type { StudentMemo } from '../api/memos.ts';

/** Spec §9: the memo list scrolls once it holds more than 5 entries. */
const SCROLL_AFTER = 5;
const SCROLL_HEIGHT = 460;

/** The memos, newest first: teacher's name, time (YYYY/MM/DD HH:mm) and content; a keyboard-reachable scrolling region past 5 (spec §9). */
export function MemoList({ memos }: { memos: StudentMemo[] }) {
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
