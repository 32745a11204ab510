import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANIZATION_SETTINGS } from '../../../../features/organization-settings/components/organization-settings-frame.tsx';
import { ReportSettingsCard } from '../../../../features/organization-settings/components/report-settings-card.tsx';
import { SignInProvidersCard } from '../../../../features/sign-in-providers/components/sign-in-providers-card.tsx';
import { RetentionSettingsCard } from '../../../../features/organization-settings/components/retention-settings-card.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { paths } from '../../../../lib/paths.ts';

/**
 * `/local_governments/settings` (spec §2): the board's settings pages, each with what it does, and
 * the report setting (small-group suppression, on by default; decision 026) and the health-data
 * retention (decision 032).
 */
export function OrganizationSettingsIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t('organization.nav.settings'), t('common.appName'));
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('organization.nav.settings')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {ORGANIZATION_SETTINGS.map((s) => (
          <Paper key={s.path} withBorder radius="md" p="md">
            <Stack gap={4}>
              <Anchor component={Link} to={paths.board(`settings/${s.path}`)} fw={700}>
                {t(`organization.settings.pages.${s.key}`)}
              </Anchor>
              <Text size="sm" c="gray.8">
                {t(`organization.settings.descriptions.${s.key}`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ReportSettingsCard />
      <SignInProvidersCard />
      <RetentionSettingsCard />
    </Stack>
  );
}
