import { Paper, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { LinkStopIt } from '../api/school-settings.ts';
import { useUpdateLinkStopIt } from '../hooks/use-school-settings.ts';
import { SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';

export interface LinkStopItFormProps {
  value: LinkStopIt;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/** The access code's limit (contracts schools linkStopItSchema). */
const ACCESS_CODE_MAX = 32;

/**
 * Anonymous contact (spec §1, §2 Student "anonymous contact via access code", §7 link_stop_it):
 * whether students see the link, and the school's access code they enter there.
 */
export function LinkStopItForm({ value, readOnly, onDirtyChange }: LinkStopItFormProps) {
  const { t } = useTranslation();
  const update = useUpdateLinkStopIt();
  const initial = { linkStopIt: value.linkStopIt, accessCode: value.accessCode ?? '' };
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [codeError, setCodeError] = useState<string | null>(null);
  const dirty = draft.linkStopIt !== baseline.linkStopIt || draft.accessCode.trim() !== baseline.accessCode.trim();
  useReportDirty('link-stop-it', dirty && !readOnly, onDirtyChange);
  const fieldErrors = isApiError(update.error) ? update.error.fieldErrors : {};

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (readOnly || update.isPending || !dirty) return;
    const accessCode = draft.accessCode.trim();
    if (draft.linkStopIt && !accessCode) {
      setCodeError(t('teacherSettings.linkStopIt.accessCodeRequired'));
      return;
    }
    update.mutate(
      { linkStopIt: draft.linkStopIt, accessCode: accessCode || null },
      {
        onSuccess: (stored) => {
          const next = { linkStopIt: stored.linkStopIt, accessCode: stored.accessCode ?? '' };
          setBaseline(next);
          setDraft(next);
        },
      },
    );
  }

  function change(patch: Partial<typeof draft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setCodeError(null);
    update.reset();
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {readOnly ? (
            <SettingsSummary
              rows={[
                { label: t('teacherSettings.linkStopIt.label'), value: value.linkStopIt ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off') },
                { label: t('teacherSettings.linkStopIt.accessCode'), value: value.accessCode || t('teacherSettings.summary.none') },
              ]}
            />
          ) : (
            <>
              <Switch
                size="md"
                label={t('teacherSettings.linkStopIt.label')}
                checked={draft.linkStopIt}
                onChange={(e) => change({ linkStopIt: e.currentTarget.checked })}
              />
              <TextInput
                label={t('teacherSettings.linkStopIt.accessCode')}
                description={t('teacherSettings.linkStopIt.accessCodeHint', { max: ACCESS_CODE_MAX })}
                w={{ base: '100%', sm: 320 }}
                maxLength={ACCESS_CODE_MAX}
                autoComplete="off"
                value={draft.accessCode}
                error={codeError ?? fieldErrors.accessCode?.[0]}
                onChange={(e) => change({ accessCode: e.currentTarget.value })}
              />
              <SettingsActions
                dirty={dirty}
                saving={update.isPending}
                saved={update.isSuccess}
                error={update.error}
                onDiscard={() => {
                  setDraft(baseline);
                  setCodeError(null);
                  update.reset();
                }}
              />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
