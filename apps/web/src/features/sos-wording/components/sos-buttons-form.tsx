import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { sosSettingsBulkUpdateBodySchema } from '@sukoyaka/contracts/sos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { EmailListInput } from '../../../components/ui/email-list-input.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { RubyPreview, useRubyHint } from '../../../components/ui/ruby-preview.tsx';
import { filledLabels, TranslationInputs, translationValuesOf } from '../../../components/ui/translation-inputs.tsx';
import { withoutBlanks } from '@sukoyaka/contracts/school-texts';
import { type TranslatedLocale } from '@sukoyaka/contracts/school-text-pick';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { showDone } from '../../../components/ui/toast.ts';
import { checkEmailList, withTrailingBlank } from '../../../lib/email-list.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { SosButton } from '../api/sos-buttons.ts';
import { useCreateSosButton, useDeleteSosButton, useUpdateSosButtons } from '../hooks/use-sos-buttons.ts';

type SosButtonsValues = {
  sosSettings: { id: number; label: string; notificationEmails: string[]; translations: Record<TranslatedLocale, { label: string; remarks: string }> }[];
};

const valuesOf = (buttons: SosButton[]): SosButtonsValues => ({
  sosSettings: buttons.map((b) => ({
    id: b.id,
    label: b.label,
    notificationEmails: withTrailingBlank(b.notificationEmails),
    translations: translationValuesOf(b.translations),
  })),
});
const trimmed = (v: SosButtonsValues) =>
  v.sosSettings.map((b) => ({
    ...b,
    label: b.label.trim(),
    notificationEmails: b.notificationEmails.map((e) => e.trim()),
    translations: withoutBlanks(b.translations),
  }));

/**
 * settings/sos_setting (issue 13 item 6): each talk button's label and the addresses mailed when
 * it is pressed (the shared e-mail list editor; spec §5 list rules), checked by the contract of
 * sos_settings/bulk_update and saved together; labels take `{漢字:よみ}` readings with the hint and a
 * live preview as 1年–3年 pupils see them (issue 24 item 4); add (a label) and delete (asked first).
 */
export function SosButtonsForm({ buttons, readOnly, onDirtyChange }: { buttons: SosButton[]; readOnly: boolean; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.sosSetting';
  const update = useUpdateSosButtons();
  const create = useCreateSosButton();
  const remove = useDeleteSosButton();
  const rubyHint = useRubyHint();
  const [asked, setAsked] = useState<SosButton | null>(null);
  const form = useContractForm({
    schema: sosSettingsBulkUpdateBodySchema,
    toBody: (v: SosButtonsValues) => ({ sosSettings: trimmed(v) }),
    initialValues: valuesOf(buttons),
  });
  const added = useContractForm({ initialValues: { label: '' } });
  // Blank rows and surrounding spaces are no change (spec §8 leave warning).
  const settled = (v: SosButtonsValues) => JSON.stringify(trimmed(v).map((b) => ({ ...b, notificationEmails: checkEmailList(b.notificationEmails).emails })));
  const dirty = settled(form.values) !== settled(form.getInitialValues());
  useReportDirty('sos-buttons', dirty && !readOnly, onDirtyChange);
  const done = () => showDone(t('teacherSettings.schoolAdmin.done'));

  const onSave = form.onSubmit(() =>
    update.mutate(trimmed(form.getValues()), {
      onSuccess: (saved) => {
        form.resetTo(valuesOf(saved));
        done();
      },
      onError: form.setServerErrors,
    }),
  );
  const onAdd = added.onSubmit(({ label }) => create.mutate(label.trim(), { onSuccess: done, onError: added.setServerErrors }));

  return (
    <Stack gap="md">
      <ErrorAlert messages={[...form.serverErrors, ...added.serverErrors]} error={remove.error} />
      <form onSubmit={onSave} noValidate>
        <Stack gap="md">
          {form.values.sosSettings.map((row, i) => (
            <Paper key={row.id} withBorder radius="md" p="md">
              <Stack gap="sm">
                <TextInput
                  label={t(`${k}.label`)}
                  description={readOnly ? undefined : rubyHint}
                  disabled={readOnly}
                  {...form.getInputProps(`sosSettings.${i}.label`)}
                />
                <RubyPreview value={row.label} />
                <TranslationInputs
                  name={t(`${k}.label`)}
                  filled={filledLabels(row.translations)}
                  disabled={readOnly}
                  inputProps={(locale) => form.getInputProps(`sosSettings.${i}.translations.${locale}.label`)}
                />
                <EmailListInput form={form} path={`sosSettings.${i}.notificationEmails`} legend={t(`${k}.emails`)} disabled={readOnly} />
                {readOnly ? null : (
                  <Group>
                    <Button variant="default" onClick={() => setAsked(buttons.find((b) => b.id === row.id) ?? null)}>
                      {`${t(`${k}.remove`)}: ${stripFurigana(row.label)}`}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
          {readOnly ? null : (
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('teacherSettings.schoolAdmin.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {readOnly ? null : (
        <form onSubmit={onAdd} noValidate>
          <Stack gap={6}>
            <Group align="flex-end">
              <TextInput label={t(`${k}.label`)} w={320} {...added.getInputProps('label')} />
              <Button type="submit" variant="default" disabled={!added.values.label.trim()} loading={create.isPending}>
                {t(`${k}.add`)}
              </Button>
            </Group>
            <RubyPreview value={added.values.label} />
          </Stack>
        </form>
      )}
      <ConfirmModal
        opened={asked !== null}
        title={t(`${k}.removeTitle`)}
        confirmLabel={t(`${k}.remove`)}
        cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
        danger
        loading={remove.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && remove.mutate(asked.id, { onSuccess: done, onSettled: () => setAsked(null) })}
      >
        {t(`${k}.removeBody`, { label: stripFurigana(asked?.label ?? '') })}
      </ConfirmModal>
    </Stack>
  );
}
