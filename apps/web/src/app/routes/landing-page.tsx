import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/layouts/centered-page.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';

/** `/` (spec §2 General): what the product is, and that each school has its own URL. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(undefined, t('common.appName'));
  return (
    <CenteredPage width={600} topRight={<LanguageSwitch />}>
      <Title order={1}>
        {t('common.appName')}
        <Text component="span" display="block" size="lg" c="gray.7" fw={500} mt={4}>
          {t('common.appTagline')}
        </Text>
      </Title>
      <Text size="lg">{t('landing.lead')}</Text>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('landing.howToTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('landing.howToStudent')}</List.Item>
          <List.Item>{t('landing.howToTeacher')}</List.Item>
        </List>
      </Stack>
      <Anchor component={Link} to={paths.adminLogin} size="sm">
        {t('landing.adminLink')}
      </Anchor>
    </CenteredPage>
  );
}
