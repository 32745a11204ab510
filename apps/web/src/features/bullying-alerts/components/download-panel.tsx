import { ActionIcon, Alert, Anchor, Box, Collapse, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfExport } from '../hooks/use-pdf-export.ts';

/**
 * The footer's collapsible download panel (spec §2 layouts and footer, §4 bulk PDF export; the
 * teacher layout renders it in its footer, so it stays on every teacher page): while
 * the answer PDFs are prepared it says so (it takes a few minutes) and lists each zip with a
 * spinner, then a done mark and its name as a button that saves it again (the automatic save after
 * polling has no user gesture, which a browser may hold back: issue 28 item 3); hovering an item swaps the spinner for a remove button. Status 2 (a
 * repeat request) and -1 (a failed request) show a message.
 */
export function DownloadPanel() {
  const { t } = useTranslation();
  const { state, close, remove, save } = usePdfExport();
  const [open, setOpen] = useState(true);
  const [hover, setHover] = useState<number | null>(null);
  const visible = state.active || state.files.length > 0 || state.result === 2 || state.result === -1;
  if (!visible) return null;
  return (
    <Paper
      component="section"
      aria-label={t('bullyingAlerts.download.title')}
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      bottom={16}
      right={16}
      w={320}
      style={{ zIndex: 150 }}
      bg="white"
    >
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} fw={700} fz="sm">
          {t('bullyingAlerts.download.title')}
        </UnstyledButton>
        <ActionIcon variant="subtle" color="gray.8" onClick={close} aria-label={t('bullyingAlerts.download.close')}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
      <Collapse expanded={open}>
        <Stack gap="xs" mt="xs">
          {state.result === 2 ? <Alert color="yellow">{t('bullyingAlerts.download.running')}</Alert> : null}
          {state.result === -1 ? <Alert color="red">{t('bullyingAlerts.download.failed')}</Alert> : null}
          {state.active ? <Text size="sm">{t('bullyingAlerts.download.preparing')}</Text> : null}
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {state.files.map((f) => (
              <Group
                component="li"
                key={f.page}
                justify="space-between"
                wrap="nowrap"
                onMouseEnter={() => setHover(f.page)}
                onMouseLeave={() => setHover(null)}
                py={2}
              >
                {f.file ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    truncate
                    onClick={() => save(f.page)}
                    aria-label={t('bullyingAlerts.download.save', { name: f.fileName })}
                  >
                    {f.fileName}
                  </Anchor>
                ) : (
                  <Text size="sm" truncate>
                    {f.fileName}
                  </Text>
                )}
                {hover === f.page ? (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red.9"
                    onClick={() => remove(f.page)}
                    aria-label={t('bullyingAlerts.download.remove', { name: f.fileName })}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                ) : f.status === 1 ? (
                  <IconCircleCheckFilled size={18} color="var(--mantine-color-green-9)" aria-label={t('bullyingAlerts.download.done')} role="img" />
                ) : (
                  <Loader size="xs" aria-label={t('bullyingAlerts.download.preparingItem')} />
                )}
              </Group>
            ))}
          </Box>
        </Stack>
      </Collapse>
    </Paper>
  );
}
