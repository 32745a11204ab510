import { Paper, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';

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

/** A school on/off setting (回答しない, 話したいの対応状況): a switch, saved with 保存する. */
export function FlagSettingForm({ formKey, label, value, readOnly, onDirtyChange, save }: FlagSettingFormProps) {
  const { t } = useTranslation();
  const [baseline, setBaseline] = useState(value);
  const [draft, setDraft] = useState(value);
  const [state, setState] = useState<{ saving: boolean; saved: boolean; error: unknown }>({ saving: false, saved: false, error: null });
  const dirty = draft !== baseline;
  useReportDirty(formKey, dirty && !readOnly, onDirtyChange);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (readOnly || state.saving || !dirty) return;
    setState({ saving: true, saved: false, error: null });
    try {
      const stored = await save(draft);
      setBaseline(stored);
      setDraft(stored);
      setState({ saving: false, saved: true, error: null });
    } catch (error) {
      setState({ saving: false, saved: false, error });
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {readOnly ? (
            <SettingsSummary rows={[{ label, value: value ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off') }]} />
          ) : (
            <>
              <Switch
                size="md"
                label={label}
                checked={draft}
                onChange={(event) => {
                  setDraft(event.currentTarget.checked);
                  setState({ saving: false, saved: false, error: null });
                }}
              />
              <SettingsActions dirty={dirty} saving={state.saving} saved={state.saved} error={state.error} onDiscard={() => setDraft(baseline)} />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
