import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { ListPagination } from '../../../../components/ui/list-pagination.tsx';
import { useGradeKlassSummary } from '../../../../features/grade-klass-settings/hooks/use-grade-klasses.ts';
import { HealthDataDeleteModal } from '../../../../features/student-settings/components/health-data-delete-modal.tsx';
import { SignInCards } from '../../../../features/student-settings/components/sign-in-cards.tsx';
import { ResetPasswordModal, RevokeSignInCardModal, StopSignInModal } from '../../../../features/student-settings/components/student-confirm-modals.tsx';
import { StudentEditModal } from '../../../../features/student-settings/components/student-edit-modal.tsx';
import { StudentMoveModal } from '../../../../features/student-settings/components/student-move-modal.tsx';
import { StudentTable, type StudentAction } from '../../../../features/student-settings/components/student-table.tsx';
import { useStudentAccounts } from '../../../../features/student-settings/hooks/use-student-accounts.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { SettingsFrame } from './settings-frame.tsx';

const LIMIT = 50;

/**
 * `/{school_code}/teacher/settings/student` (spec §2, issue 13 item 2): search this year's students
 * (case-insensitive, full-width normalised by the server; no match shows the warning), paged 50 a
 * page; edit, move class, stop / restart sign-in, a new password shown once, one student's health
 * data deleted on request (decision 032), and the sign-in cards of a class. Admin teachers only.
 */
export function StudentSettingsPage() {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const admin = useTeacherMe().data?.admin === true;
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [klassId, setKlassId] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ action: StudentAction; student: StudentAccount } | null>(null);
  const summary = useGradeKlassSummary(admin);
  const list = useStudentAccounts({ keyword: keyword || undefined, klassId: klassId ? Number(klassId) : undefined, page, limit: LIMIT }, admin);
  const klasses = (summary.data?.grades ?? []).flatMap((g) => g.klasses.map((c) => ({ id: c.id, name: `${g.name} ${c.name}` })));
  const close = () => setOpen(null);

  return (
    <SettingsFrame
      title={t(`${k}.title`)}
      lead={t(`${k}.lead`)}
      loading={admin && (summary.isPending || list.isPending)}
      failed={admin && (summary.isError || list.isError)}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.schoolAdmin.adminOnly')}</Text>
        ) : list.data ? (
          <Stack gap="lg">
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setKeyword(draft.trim());
                setPage(1);
              }}
            >
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput label={t(`${k}.search`)} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} w={280} />
                <NativeSelect
                  label={t(`${k}.klassFilter`)}
                  value={klassId}
                  onChange={(e) => {
                    setKlassId(e.currentTarget.value);
                    setPage(1);
                  }}
                  data={[{ value: '', label: t(`${k}.allKlasses`) }, ...klasses.map((c) => ({ value: String(c.id), label: c.name }))]}
                  w={200}
                />
                <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
                  {t(`${k}.searchButton`)}
                </Button>
              </Group>
            </form>
            {list.data.total === 0 ? (
              <Alert color="yellow" variant="light" role="status" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
                {t(`${k}.noMatch`)}
              </Alert>
            ) : (
              <>
                <StudentTable students={list.data.list} onAction={(action, student) => setOpen({ action, student })} />
                <ListPagination page={page} limit={LIMIT} total={list.data.total} onChange={setPage} />
              </>
            )}
            <SignInCards klasses={klasses} />
            {open?.action === 'edit' ? <StudentEditModal student={open.student} onClose={close} /> : null}
            {open?.action === 'move' ? <StudentMoveModal student={open.student} klasses={klasses} onClose={close} /> : null}
            {open?.action === 'stop' || open?.action === 'restart' ? <StopSignInModal student={open.student} onClose={close} /> : null}
            {open?.action === 'reset' ? <ResetPasswordModal student={open.student} onClose={close} /> : null}
            {open?.action === 'revokeCard' ? <RevokeSignInCardModal student={open.student} onClose={close} /> : null}
            {open?.action === 'deleteHealth' ? <HealthDataDeleteModal student={open.student} onClose={close} /> : null}
          </Stack>
        ) : null
      }
    </SettingsFrame>
  );
}
