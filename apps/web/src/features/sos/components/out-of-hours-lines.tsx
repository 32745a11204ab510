import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { TalkHours } from '@sukoyaka/contracts/sos';
import { TALK_LINES } from '@sukoyaka/contracts/talk-lines';
import { useTranslation } from 'react-i18next';
import { SchoolText } from '../../../components/ui/school-text.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';

export interface OutOfHoursLinesProps {
  hours: TalkHours;
}

const KEEP_PHRASES = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/**
 * Shown first after a 話したい pressed outside the school's hours or on a day without school (issue
 * 25 item 1): the lines that answer now (24時間子供SOSダイヤル 0120-0-78310, チャイルドライン
 * 0120-99-7777 with its published hours, 児童相談所 189), each a tap-to-call link, then the board's
 * own lines (decision 078: a tap-to-call link, or its https page in a new tab; decision 080: their
 * name and hours in the pupil's language, or the board's Japanese marked as untranslated), and when a
 * teacher will see the request (「つぎの がっこうの ひの あさ、せんせいが みます」). In the pupil's
 * language, with furigana where the screen shows them.
 */
export function OutOfHoursLines({ hours }: OutOfHoursLinesProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const [, month, day] = hours.teacherSeesOn?.split('-').map(Number) ?? [];
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPhone size={22} aria-hidden="true" />}
      title={rich(t('student.sos.outOfHours.title'))}
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
    >
      <Stack gap="sm">
        <List listStyleType="none" spacing="xs">
          {TALK_LINES.map((line) => {
            return (
              <List.Item key={line.key}>
                {/* The name and the number are one tap-to-call link: what it reads is what it calls. */}
                <Anchor href={`tel:${line.phone.replaceAll('-', '')}`} fw={700} c="blue.9" style={KEEP_PHRASES}>
                  {rich(t(`student.sos.outOfHours.lines.${line.key}.name`))} <span style={{ whiteSpace: 'nowrap' }}>{line.phone}</span>
                </Anchor>
                <Text size="sm" style={KEEP_PHRASES}>
                  {rich(t(`student.sos.outOfHours.lines.${line.key}.hours`))}
                </Text>
              </List.Item>
            );
          })}
          {hours.boardLines.map((line) => (
            <List.Item key={line.name}>
              {/* The board's own lines (decisions 078, 080), after the national ones, in the pupil's language where the board gave it. */}
              <Anchor
                href={line.phone ? `tel:${line.phone.replaceAll('-', '')}` : line.url}
                target={line.phone ? undefined : '_blank'}
                rel={line.phone ? undefined : 'noopener noreferrer'}
                fw={700}
                c="blue.9"
                style={KEEP_PHRASES}
              >
                <SchoolText value={line.name} translations={line.translations} questionnaire />
                {line.phone ? <span style={{ whiteSpace: 'nowrap' }}> {line.phone}</span> : null}
              </Anchor>
              {line.hours ? (
                <Text size="sm" style={KEEP_PHRASES}>
                  <SchoolText value={line.hours} translations={line.translations} field="remarks" />
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
        <Text fw={700} style={KEEP_PHRASES}>
          {rich(month && day ? t('student.sos.outOfHours.when', { month, day }) : t('student.sos.outOfHours.whenUnknown'))}
        </Text>
      </Stack>
    </Alert>
  );
}
