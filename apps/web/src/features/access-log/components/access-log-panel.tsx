import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { AccessLogEntry } from '@sukoyaka/contracts/access-logs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { useStudentAccessLogs } from '../hooks/use-access-logs.ts';

/** Entries shown first, and added by さらに表示 (the API allows at most 100). */
const STEP = 10;
const MAX = 100;
const SCROLL_HEIGHT = 420;

function Entry({ entry }: { entry: AccessLogEntry }) {
  const { t } = useTranslation();
  const who =
    entry.actorType === 'teacher' && entry.actorName
      ? t('teacherStudents.teacherName', { name: entry.actorName })
      : entry.actorName
        ? `${entry.actorName}（${t(`teacherStudents.accessLog.roles.${entry.actorType}`)}）`
        : t(`teacherStudents.accessLog.roles.${entry.actorType}`);
  return (
    <Box component="li" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" fw={700}>
          {who}
        </Text>
        <Text size="sm" c="gray.7" component="time" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </Text>
      </Group>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm">
          {t('teacherStudents.accessLog.what', {
            subject: t(`teacherStudents.accessLog.subjects.${entry.subject}`),
            action: t(`teacherStudents.accessLog.${entry.action}`),
          })}
        </Text>
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('teacherStudents.accessLog.from', { ip: entry.ip })}
        </Text>
      </Group>
    </Box>
  );
}

/**
 * The 閲覧履歴 panel of the student page (issue 9 "Access log"; admin teachers only, the caller
 * decides): who read or changed the student's records (teacher's name or role), what (生徒ページ,
 * 心と体の記録, メモ, 出欠, Excel出力 … and 閲覧 / 変更), when (YYYY/MM/DD HH:mm Japan time) and from
 * which address, newest first; 10 at first, さらに表示 adds 10 (up to 100).
 */
export function AccessLogPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [limit, setLimit] = useState(STEP);
  const logs = useStudentAccessLogs(studentId, limit, true);
  const list = logs.data?.list ?? [];

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={20} id={headingId}>
          <Group component="span" gap={6} wrap="nowrap">
            <IconEye size={22} aria-hidden="true" />
            {t('teacherStudents.accessLog.title')}
          </Group>
        </Title>
        <Text size="sm" c="gray.7">
          {t('teacherStudents.accessLog.lead')}
        </Text>
        {logs.isPending ? (
          <Group justify="center" py="md" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('common.loading')}</Text>
          </Group>
        ) : logs.isError ? (
          <Text role="alert" c="red.9" size="sm">
            {t('common.error.loadFailed.title')} {t('common.error.loadFailed.body')}
          </Text>
        ) : list.length === 0 ? (
          <Text c="gray.7" size="sm">
            {t('teacherStudents.accessLog.empty')}
          </Text>
        ) : (
          // A scrolling region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop and name.
          <Box mah={SCROLL_HEIGHT} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t('teacherStudents.accessLog.lead')} pr="xs">
            <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </Stack>
          </Box>
        )}
        {logs.data && logs.data.total > list.length && limit < MAX ? (
          <Button variant="default" size="sm" loading={logs.isFetching} onClick={() => setLimit((n) => Math.min(MAX, n + STEP))}>
            {t('teacherStudents.accessLog.more', { shown: list.length, total: logs.data.total })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
