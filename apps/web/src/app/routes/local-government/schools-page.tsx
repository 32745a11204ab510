import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardSchool } from '@sukoyaka/contracts/local-government';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useStartBoardAccess } from '../../../features/organization-auth/hooks/use-board-access.ts';
import { useOrganization } from '../../../features/organization-auth/hooks/use-organization.ts';
import { MextCodeModal } from '../../../features/organization-schools/components/mext-code-modal.tsx';
import { SchoolsList } from '../../../features/organization-schools/components/schools-list.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/local_governments/schools` (spec §2 "access school accounts", §7 organization,
 * organization/change_school): the organisation's schools with today's figures; a row's button
 * opens that school's teacher screens with board rights (a banner there ends the access); each
 * school's MEXT 学校コード is shown and set here (decision 046).
 */
export function OrganizationSchoolsPage() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const access = useStartBoardAccess();
  const [search] = useSearchParams();
  const highlightId = Number(search.get('school')) || undefined;
  const [editing, setEditing] = useState<BoardSchool | null>(null);
  usePageTitle(t('organization.schools.title'), t('common.appName'));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('organization.schools.title')}
        </Title>
        <Text c="gray.8">{t('organization.schools.lead')}</Text>
      </Stack>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
        {t('organization.schools.accessNote')}
      </Alert>
      <ErrorAlert error={access.error} />
      {organization.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : organization.isError ? (
        <LoadFailure />
      ) : (
        <SchoolsList
          schools={organization.data.schools}
          highlightId={highlightId}
          openingId={access.isPending ? access.variables : undefined}
          onAccess={(school) => access.mutate(school.id)}
          onEditCode={setEditing}
        />
      )}
      {editing ? <MextCodeModal school={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
