import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { useGradeKlassSummary } from '../../../../features/grade-klass-settings/hooks/use-grade-klasses.ts';
import { showDone } from '../../../../components/ui/toast.ts';
import { TeacherFormModal } from '../../../../features/teacher-settings/components/teacher-form-modal.tsx';
import { TeacherStopModal } from '../../../../features/teacher-settings/components/teacher-stop-modal.tsx';
import { TeacherTable, type TeacherAction } from '../../../../features/teacher-settings/components/teacher-table.tsx';
import { useResendConfirm, useTeacherAccounts } from '../../../../features/teacher-settings/hooks/use-teacher-accounts.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/teacher` (spec §2, issue 13 item 3): the school's teachers, 先生を
 * 追加 (a registration mail opens teacher/password/registration), edit with the admin flag and the
 * classes in charge, stop / restart sign-in and resend the registration mail. Admin teachers only.
 */
export function TeacherSettingsPage() {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.teacher';
  const admin = useTeacherMe().data?.admin === true;
  const list = useTeacherAccounts(admin);
  const summary = useGradeKlassSummary(admin);
  const resend = useResendConfirm();
  const [open, setOpen] = useState<{ action: TeacherAction | 'add'; teacher: TeacherAccount | null } | null>(null);
  const klasses = (summary.data?.grades ?? []).flatMap((g) => g.klasses.map((c) => ({ id: c.id, name: `${g.name} ${c.name}` })));
  const onAction = (action: TeacherAction, teacher: TeacherAccount) => {
    if (action === 'resend') resend.mutate(teacher.id, { onSuccess: (r) => showDone(t(`${k}.resent`, { email: r.email })) });
    else setOpen({ action, teacher });
  };
  return (
    <SettingsFrame
      title={t(`${k}.title`)}
      lead={t(`${k}.lead`)}
      loading={admin && (list.isPending || summary.isPending)}
      failed={admin && (list.isError || summary.isError)}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.schoolAdmin.adminOnly')}</Text>
        ) : list.data ? (
          <Stack gap="lg">
            <Group>
              <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setOpen({ action: 'add', teacher: null })}>
                {t(`${k}.addTitle`)}
              </Button>
            </Group>
            <ErrorAlert error={resend.error} />
            <TeacherTable teachers={list.data} onAction={onAction} />
            {open?.action === 'add' || open?.action === 'edit' ? (
              <TeacherFormModal teacher={open.teacher} klasses={klasses} onClose={() => setOpen(null)} />
            ) : null}
            {(open?.action === 'stop' || open?.action === 'restart') && open.teacher ? (
              <TeacherStopModal teacher={open.teacher} onClose={() => setOpen(null)} />
            ) : null}
          </Stack>
        ) : null
      }
    </SettingsFrame>
  );
}
