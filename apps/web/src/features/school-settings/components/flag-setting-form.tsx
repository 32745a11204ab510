import { Paper, Stack, Switch } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';

export interface FlagSettingFormProps {
  formKey: string;
  /** The switch's label: what turning it on does (the page's title and lead explain it). */
  label: string;
  value: boolean;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
  /** Saves the new value; resolves to the value the server stored. */
  save: (value: boolean) => Promise<boolean>;
}

/** A school on/off setting (回答しない, 話したいの対応状況): a switch, saved with 保存する; class teachers see it as text. */
export function FlagSettingForm({ formKey, label, value, readOnly, onDirtyChange, save }: FlagSettingFormProps) {
  const { t } = useTranslation();
  const store = useMutation({ mutationFn: save });
  const form = useContractForm({ initialValues: { on: value } });
  const dirty = form.isDirty();
  useReportDirty(formKey, dirty && !readOnly, onDirtyChange);

  const onSubmit = form.onSubmit(({ on }) => {
    if (readOnly || store.isPending || !dirty) return;
    store.mutate(on, { onSuccess: (stored) => form.resetTo({ on: stored }), onError: form.setServerErrors });
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {readOnly ? (
            <SettingsSummary rows={[{ label, value: value ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off') }]} />
          ) : (
            <>
              <Switch size="md" label={label} {...form.getInputProps('on', { type: 'checkbox' })} />
              <SettingsActions {...formActions(form, store, dirty)} />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
