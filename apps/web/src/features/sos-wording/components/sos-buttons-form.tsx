import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { EmailListInput } from '../../../components/ui/email-list-input.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import type { SosButton } from '../api/sos-buttons.ts';
import { useCreateSosButton, useDeleteSosButton, useUpdateSosButtons } from '../hooks/use-sos-buttons.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * settings/sos_setting (issue 13 item 6): each talk button's label and the addresses mailed when
 * it is pressed (the shared e-mail list editor), saved together; add and delete (asked first).
 */
export function SosButtonsForm({ buttons, readOnly, onDirty }: { buttons: SosButton[]; readOnly: boolean; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.sosSetting';
  const update = useUpdateSosButtons();
  const create = useCreateSosButton();
  const remove = useDeleteSosButton();
  const [rows, setRows] = useState(() => buttons.map((b) => ({ id: b.id, label: b.label, emails: [...b.notificationEmails, ''] })));
  const [asked, setAsked] = useState<SosButton | null>(null);
  const [newLabel, setNewLabel] = useState('');
  const fe = isApiError(update.error) ? (update.error.fieldErrors ?? {}) : {};
  const errors = [update.error, create.error, remove.error].filter(Boolean).flatMap((e) => (isApiError(e) ? e.errors : [t('common.error.generic')]));
  const change = (i: number, patch: Partial<(typeof rows)[number]>) => {
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
    onDirty(true);
  };
  const done = () => showDone(t('teacherSettings.schoolAdmin.done'));
  return (
    <Stack gap="md">
      <ErrorAlert messages={errors} />
      {rows.map((row, i) => (
        <Paper key={row.id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <TextInput
              label={t(`${k}.label`)}
              value={row.label}
              disabled={readOnly}
              error={fe[`sosSettings.${i}.label`]?.[0]}
              onChange={(e) => change(i, { label: e.currentTarget.value })}
            />
            <EmailListInput
              legend={t(`${k}.emails`)}
              rows={row.emails}
              disabled={readOnly}
              invalid={row.emails.flatMap((v, j) => (v && !EMAIL.test(v) ? [j] : []))}
              onChange={(emails) => change(i, { emails: emails.at(-1) === '' ? emails : [...emails, ''] })}
            />
            {readOnly ? null : (
              <Group>
                <Button variant="default" onClick={() => setAsked(buttons.find((b) => b.id === row.id) ?? null)}>
                  {`${t(`${k}.remove`)}: ${row.label}`}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {readOnly ? null : (
        <>
          <Group>
            <Button
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  rows.map((r) => ({ id: r.id, label: r.label, notificationEmails: r.emails })),
                  {
                    onSuccess: () => {
                      onDirty(false);
                      done();
                    },
                  },
                )
              }
            >
              {t('teacherSettings.schoolAdmin.save')}
            </Button>
          </Group>
          <Group align="flex-end">
            <TextInput label={t(`${k}.label`)} value={newLabel} onChange={(e) => setNewLabel(e.currentTarget.value)} w={320} />
            <Button
              variant="default"
              disabled={!newLabel.trim()}
              loading={create.isPending}
              onClick={() => create.mutate(newLabel, { onSuccess: () => (setNewLabel(''), done()) })}
            >
              {t(`${k}.add`)}
            </Button>
          </Group>
        </>
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
        {t(`${k}.removeBody`, { label: asked?.label ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
