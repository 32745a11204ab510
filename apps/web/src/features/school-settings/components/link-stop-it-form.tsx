import { Paper, Stack, Switch, TextInput } from '@mantine/core';
import { linkStopItSchema } from '@sukoyaka/contracts/schools';
import { useTranslation } from 'react-i18next';
import { formActions, SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { LinkStopIt } from '../api/school-settings.ts';
import { useUpdateLinkStopIt } from '../hooks/use-school-settings.ts';

export interface LinkStopItFormProps {
  value: LinkStopIt;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/** The access code's limit (contracts schools linkStopItSchema). */
const ACCESS_CODE_MAX = 32;

const valuesOf = (v: LinkStopIt) => ({ linkStopIt: v.linkStopIt, accessCode: v.accessCode ?? '' });

/**
 * Anonymous contact (spec §1, §2 Student "anonymous contact via access code", §7 link_stop_it):
 * whether students see the link, and the school's access code they enter there (checked by the
 * contract; the web also asks for a code before the link is shown). Class teachers see it as text.
 */
export function LinkStopItForm({ value, readOnly, onDirtyChange }: LinkStopItFormProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.linkStopIt';
  const update = useUpdateLinkStopIt();
  const form = useContractForm({
    schema: linkStopItSchema.refine((b) => !b.linkStopIt || b.accessCode, { path: ['accessCode'] }),
    toBody: (v) => ({ linkStopIt: v.linkStopIt, accessCode: v.accessCode.trim() || null }),
    messages: { accessCode: t(`${k}.accessCodeRequired`) },
    initialValues: valuesOf(value),
    validateInputOnBlur: false,
  });
  const dirty = form.isDirty();
  useReportDirty('link-stop-it', dirty && !readOnly, onDirtyChange);

  const onSubmit = form.onSubmit((body) => {
    if (readOnly || update.isPending || !dirty) return;
    update.mutate(
      { linkStopIt: body.linkStopIt, accessCode: body.accessCode },
      { onSuccess: (stored) => form.resetTo(valuesOf(stored)), onError: form.setServerErrors },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {readOnly ? (
            <SettingsSummary
              rows={[
                { label: t(`${k}.label`), value: value.linkStopIt ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off') },
                { label: t(`${k}.accessCode`), value: value.accessCode || t('teacherSettings.summary.none') },
              ]}
            />
          ) : (
            <>
              <Switch size="md" label={t(`${k}.label`)} {...form.getInputProps('linkStopIt', { type: 'checkbox' })} />
              <TextInput
                label={t(`${k}.accessCode`)}
                description={t(`${k}.accessCodeHint`, { max: ACCESS_CODE_MAX })}
                w={{ base: '100%', sm: 320 }}
                maxLength={ACCESS_CODE_MAX}
                autoComplete="off"
                {...form.getInputProps('accessCode')}
              />
              <SettingsActions {...formActions(form, update, dirty)} />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
