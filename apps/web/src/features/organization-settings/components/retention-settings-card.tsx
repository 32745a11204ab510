import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_DATA_RETENTION_RANGE } from '@sukoyaka/contracts/board-retention';
import { DaysStepper } from '../../../components/ui/days-stepper.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useRetentionSettings, useUpdateRetentionSettings } from '../hooks/use-board-data.ts';

/**
 * The board's health-data retention (issue 15 item 7, decision 032) on /local_governments/settings:
 * how many school years after a student leaves their check-ins, health observations, 話したい and
 * answers are kept before the nightly job deletes them — a 1–20 年 stepper (default 5) and 保存する.
 * The server's Japanese message shows under the stepper.
 */
export function RetentionSettingsCard() {
  const { t } = useTranslation();
  const k = 'organization.data.retention';
  const settings = useRetentionSettings();
  const update = useUpdateRetentionSettings();
  const [draft, setDraft] = useState<number | null>(null);
  const saved = settings.data?.healthDataRetentionYears ?? HEALTH_DATA_RETENTION_RANGE.default;
  const years = draft ?? saved;
  const fieldError = isApiError(update.error) ? update.error.fieldErrors.healthDataRetentionYears?.[0] : undefined;
  const failure = settings.error ?? (fieldError ? null : update.error);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="retention-settings-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="retention-settings-title">
          {t(`${k}.title`)}
        </Title>
        <Text size="sm" c="gray.8">
          {t(`${k}.lead`)}
        </Text>
        <Stack gap="sm" align="flex-start">
          <DaysStepper
            label={t(`${k}.years`)}
            description={t(`${k}.yearsHint`)}
            value={years}
            min={HEALTH_DATA_RETENTION_RANGE.min}
            max={HEALTH_DATA_RETENTION_RANGE.max}
            onChange={(value) => {
              setDraft(value);
              update.reset();
            }}
            error={fieldError}
            format={(value) => t(`${k}.value`, { years: value })}
            upLabel={t(`${k}.up`)}
            downLabel={t(`${k}.down`)}
          />
          <Button
            disabled={!settings.data || years === saved}
            loading={update.isPending}
            onClick={() => update.mutate({ healthDataRetentionYears: years }, { onSuccess: () => setDraft(null) })}
          >
            {t(`${k}.save`)}
          </Button>
        </Stack>
        <Text size="sm" c="gray.7" role="status">
          {update.isSuccess ? t('teacherSettings.saved') : ''}
        </Text>
        <ErrorAlert error={failure} />
      </Stack>
    </Paper>
  );
}
