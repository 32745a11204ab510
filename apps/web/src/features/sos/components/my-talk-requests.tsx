import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudentTalkRequest, TalkRequestState } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import { useOwnTalkRequests } from '../hooks/use-sos.ts';
import { UrgentNoteForm } from './urgent-note-form.tsx';

const COLORS: Record<TalkRequestState, string> = { sent: 'gray', seen: 'blue', handled: 'green' };

export interface MyTalkRequestsListProps {
  requests: StudentTalkRequest[];
}

/**
 * The pupil's own talk requests of the last 14 days with their state (issue 25 item 2, decision
 * 053): 送りました → 先生が見ました → 先生とお話ししました, or the school's status name when the
 * teacher chose one. Shown only on the signed-in pupil's today page, so nothing is revealed to the
 * next pupil on a shared tablet. Nothing (no section) without requests.
 */
export function MyTalkRequestsList({ requests }: MyTalkRequestsListProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  if (requests.length === 0) return null;
  // The urgent line goes with the newest request a teacher has not handled yet (issue 25 item 2).
  const newestOpen = requests.find((r) => r.state !== 'handled');
  return (
    <Paper component="section" aria-labelledby="my-talk-requests-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} id="my-talk-requests-title" fz={{ base: 20, sm: 22 }}>
          {rich(t('student.sos.mine.title'))}
        </Title>
        <List listStyleType="none" spacing="sm">
          {requests.map((request) => (
            <List.Item key={request.id} data-testid="my-talk-request">
              <Group gap="sm" wrap="wrap">
                <Text size="sm" c="gray.8">
                  {formatRecordTime(request.datetime)}
                </Text>
                <Text fw={600} lang="ja">
                  {rich(request.label)}
                </Text>
                <Badge size="lg" radius="sm" color={COLORS[request.state]} variant="light" styles={{ label: { textTransform: 'none' } }}>
                  {request.state === 'handled' && request.statusName ? (
                    <span lang="ja">{request.statusName}</span>
                  ) : (
                    rich(t(`student.sos.mine.states.${request.state}`))
                  )}
                </Badge>
                {request.urgentNote ? (
                  <Badge size="lg" radius="sm" color="red" variant="light" styles={{ label: { textTransform: 'none' } }}>
                    {rich(t('student.sos.mine.urgentMark'))}
                  </Badge>
                ) : null}
              </Group>
              {request.id === newestOpen?.id && !request.urgentNote ? <UrgentNoteForm requestId={request.id} /> : null}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

/** The today page's section of the pupil's own talk requests (loads them; nothing while loading). */
export function MyTalkRequests() {
  const requests = useOwnTalkRequests();
  return requests.data ? <MyTalkRequestsList requests={requests.data} /> : null;
}
