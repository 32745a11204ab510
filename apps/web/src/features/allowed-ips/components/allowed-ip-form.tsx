import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconWorldPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOWED_IPS_MAX, type AllowedIpsView } from '@sukoyaka/contracts/allowed-ips';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { AllowedIpsOwner } from '../api/allowed-ips.ts';
import { useIncludeCurrentIp, useReplaceAllowedIps } from '../hooks/use-allowed-ips.ts';
import { bodyOf, currentIpEntry, draftRow, errorsByRow, isDirty, rowsOf, type DraftRow } from './allowed-ip-draft.ts';
import { AllowedIpHint, AllowedIpRows } from './allowed-ip-rows.tsx';
import { CurrentIpStatus } from './current-ip-status.tsx';

export interface AllowedIpFormProps {
  view: AllowedIpsView;
  onDirtyChange?: ReportDirty;
  /** 'local_governments' on the board's settings/IP page. */
  owner?: AllowedIpsOwner;
}

/**
 * The school's IP allow-list form (spec §2 /{school_code}/teacher/settings/ip, §7 allowed_ips):
 * this device's address and whether it is allowed, the rows (add, edit, remove), 現在のIPアドレスを追加
 * (saved at once; only while there are no unsaved changes) and 保存する. A save that would shut this
 * device out (the server's 409) asks in a modal and, confirmed, is sent again with `force`.
 */
export function AllowedIpForm({ view, onDirtyChange, owner = 'teachers' }: AllowedIpFormProps) {
  const { t } = useTranslation();
  const replace = useReplaceAllowedIps(owner);
  const include = useIncludeCurrentIp(owner);
  const [rows, setRows] = useState<DraftRow[]>(() => rowsOf(view.allowedIps));
  const [sentKeys, setSentKeys] = useState<number[]>([]);
  const [lockOut, setLockOut] = useState<string | null>(null);
  const dirty = isDirty(rows, view.allowedIps);
  useReportDirty('allowed-ips', dirty, onDirtyChange);
  const currentEntry = currentIpEntry(view.currentIp);
  const alreadyListed = view.allowedIps.some((e) => e.cidr === currentEntry);
  const rowErrors = isApiError(replace.error, 400) ? errorsByRow(replace.error.fieldErrors, sentKeys) : {};

  function save(force: boolean) {
    const { body, keys } = bodyOf(rows, force);
    setSentKeys(keys);
    include.reset();
    replace.mutate(body, {
      onSuccess: (saved) => {
        setRows(rowsOf(saved.allowedIps));
        setLockOut(null);
      },
      onError: (error) => {
        if (isApiError(error, 409)) setLockOut(error.errors.join('\n'));
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (replace.isPending || !dirty) return;
    save(false);
  }

  function change(next: DraftRow[]) {
    setRows(next);
    replace.reset();
    include.reset();
  }

  function addCurrent() {
    replace.reset();
    include.mutate(undefined, { onSuccess: (saved) => setRows(rowsOf(saved.allowedIps)) });
  }

  return (
    <Stack gap="lg">
      <CurrentIpStatus view={view} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <AllowedIpRows rows={rows} onChange={change} errors={rowErrors} currentEntry={currentEntry} />
            <AllowedIpHint max={ALLOWED_IPS_MAX} />
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                disabled={rows.length >= ALLOWED_IPS_MAX}
                onClick={() => change([...rows, draftRow()])}
              >
                {t('teacherSettings.ip.addRow')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconWorldPlus size={18} aria-hidden="true" />}
                disabled={dirty || alreadyListed}
                loading={include.isPending}
                aria-describedby="allowed-ip-add-current-note"
                onClick={addCurrent}
              >
                {t('teacherSettings.ip.addCurrent')}
              </Button>
            </Group>
            <Text id="allowed-ip-add-current-note" size="sm" c="gray.7">
              {dirty
                ? t('teacherSettings.ip.addCurrentDirty')
                : alreadyListed
                  ? t('teacherSettings.ip.addCurrentAlready', { ip: view.currentIp })
                  : t('teacherSettings.ip.addCurrentNote', { ip: view.currentIp })}
            </Text>
            {include.isSuccess ? (
              <Alert color="green" variant="light" role="status" icon={<IconCheck size={20} aria-hidden="true" />}>
                {t('teacherSettings.ip.addCurrentDone', { ip: view.currentIp })}
              </Alert>
            ) : null}
            <ErrorAlert error={include.error} />
            <SettingsActions
              dirty={dirty}
              saving={replace.isPending && lockOut === null}
              saved={replace.isSuccess}
              errors={isApiError(replace.error, 409) ? [] : errorMessages(replace.error, t('common.error.generic'))}
              onDiscard={() => change(rowsOf(view.allowedIps))}
            />
          </Stack>
        </form>
      </Paper>
      <ConfirmModal
        opened={lockOut !== null}
        title={t('teacherSettings.ip.lockOut.title')}
        confirmLabel={t('teacherSettings.ip.lockOut.confirm')}
        cancelLabel={t('teacherSettings.cancel')}
        danger
        loading={replace.isPending}
        onConfirm={() => save(true)}
        onCancel={() => {
          setLockOut(null);
          replace.reset();
        }}
      >
        <Text style={{ whiteSpace: 'pre-line' }}>{lockOut}</Text>
        <Text>{t('teacherSettings.ip.lockOut.body')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
