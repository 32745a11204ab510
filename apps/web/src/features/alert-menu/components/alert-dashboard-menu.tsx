import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconBell, IconChevronDown, IconHeartbeat, IconMessageCircle, IconMoodSad, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type TeacherPage } from '../../../lib/paths.ts';

/** Open items per dashboard; undefined while not known yet. */
export interface AlertCounts {
  mental?: number;
  physical?: number;
  sos?: number;
  parentAttendances?: number;
}

export interface AlertDashboardMenuProps {
  schoolCode: string;
  counts: AlertCounts;
}

function CountBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <Badge size="md" color="red" variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
      {label}
    </Badge>
  );
}

/**
 * The header's alert-dashboard menu (spec §2 Teacher "Header alert-dashboard menu opens a
 * dropdown of four links and closes on an outside click"): 心不調, 体不調, 話したい and 出欠連絡, each
 * with its open count (未対応 / 未確認). The button carries the open alerts and SOS in total.
 */
export function AlertDashboardMenu({ schoolCode, counts }: AlertDashboardMenuProps) {
  const { t } = useTranslation();
  const open = (counts.mental ?? 0) + (counts.physical ?? 0) + (counts.sos ?? 0);
  const item = (path: TeacherPage, icon: ReactNode, label: string, count: number | undefined, countLabel: string) => (
    <Menu.Item component={Link} to={paths.teacher(schoolCode, path)} leftSection={icon} rightSection={<CountBadge count={count} label={countLabel} />} py="sm">
      <Text size="md">{label}</Text>
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" width={320} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          h={36}
          leftSection={<IconBell size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          title={t('teacher.alertMenu.buttonLabel', { count: open })}
        >
          <Group gap={6} wrap="nowrap" component="span">
            {t('teacher.alertMenu.button')}
            {open > 0 ? (
              <Badge size="sm" color="red" variant="filled" component="span">
                {open}
              </Badge>
            ) : null}
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {item(
          'mental_dashboard',
          <IconMoodSad size={20} aria-hidden="true" />,
          t('teacher.alertMenu.mental'),
          counts.mental,
          t('teacher.alertMenu.unprocessed', { count: counts.mental ?? 0 }),
        )}
        {item(
          'physical_dashboard',
          <IconHeartbeat size={20} aria-hidden="true" />,
          t('teacher.alertMenu.physical'),
          counts.physical,
          t('teacher.alertMenu.unprocessed', { count: counts.physical ?? 0 }),
        )}
        {item(
          'sos_dashboard',
          <IconMessageCircle size={20} aria-hidden="true" />,
          t('teacher.alertMenu.sos'),
          counts.sos,
          t('teacher.alertMenu.unprocessed', { count: counts.sos ?? 0 }),
        )}
        {item(
          'parent_attendances_dashboard',
          <IconUsers size={20} aria-hidden="true" />,
          t('teacher.alertMenu.parentAttendances'),
          counts.parentAttendances,
          t('teacher.alertMenu.unconfirmed', { count: counts.parentAttendances ?? 0 }),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
