import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useReportSettings, useUpdateReportSettings } from '../hooks/use-organization-settings.ts';

/**
 * The board's report setting (issue 14 item 3, decision 026): small-group suppression — counts of
 * 1–4 students in a report cell read "<5" and totals cannot reveal them — on by default; switching
 * it saves at once and reloads the figures.
 */
export function ReportSettingsCard() {
  const { t } = useTranslation();
  const settings = useReportSettings();
  const update = useUpdateReportSettings();
  const failure = settings.error ?? update.error;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="report-settings-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="report-settings-title">
          {t('organization.settings.report.title')}
        </Title>
        <Switch
          label={t('organization.settings.report.suppression')}
          description={t('organization.settings.report.suppressionHint')}
          checked={update.isPending ? update.variables.smallGroupSuppression : (settings.data?.smallGroupSuppression ?? true)}
          disabled={!settings.data || update.isPending}
          onChange={(e) => update.mutate({ smallGroupSuppression: e.currentTarget.checked })}
        />
        <Text size="sm" c="gray.7" role="status">
          {update.isSuccess ? t('teacherSettings.saved') : ''}
        </Text>
        <ErrorAlert error={failure} />
      </Stack>
    </Paper>
  );
}
