import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBuildingBank, IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEndBoardAccess } from '../hooks/use-board-access.ts';
import { useBoardAccess } from '../lib/board-access.ts';

/**
 * The banner of a school's teacher screens opened by the board ("access school accounts", spec §2):
 * says whose rights are in use (the organisation, the school) and ends the access with a button that
 * returns to the board's schools page. Renders nothing outside a board access.
 */
export function BoardAccessBanner() {
  const { t } = useTranslation();
  const access = useBoardAccess();
  const end = useEndBoardAccess();
  if (!access) return null;
  return (
    <Alert
      color="grape"
      variant="filled"
      radius={0}
      icon={<IconBuildingBank size={20} aria-hidden="true" />}
      role="region"
      aria-label={t('organization.access.bannerLabel')}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('organization.access.banner', { organization: access.organization.name, school: access.schoolName })}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="grape"
          loading={end.isPending}
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
          onClick={() => end.mutate()}
        >
          {t('organization.access.end')}
        </Button>
      </Group>
    </Alert>
  );
}
