import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { AbsenceReportForm } from '../../../features/parent-attendances/components/absence-report-form.tsx';
import { useChildLabel, useParentChildren } from '../../../features/parent-children/hooks/use-parent-children.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/parent/absent` (spec §2 Parent): reporting absence, lateness or leaving early
 * for one of the family's children (the layout has already loaded them).
 */
export function ParentAbsentPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const family = useParentChildren();
  const childLabel = useChildLabel();
  usePageTitle(t('parent.absent.title'), t('common.appName'));

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('parent.absent.title')}
      </Title>
      <Text>{t('parent.absent.lead')}</Text>
      {family.isPending ? (
        <LoadingScreen minHeight={200} />
      ) : family.isError ? (
        <LoadFailure />
      ) : (
        <AbsenceReportForm
          students={family.data.map((child) => ({ id: child.id, label: childLabel(child) }))}
          historyTo={paths.parent(schoolCode, 'history')}
        />
      )}
    </Stack>
  );
}
