import { Anchor, Badge, Checkbox, Group, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconInfoCircle, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { CONFIRM_STATUS_LABELS, POPOVER_LEVELS, type BullyingAlertCell } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertFlags, AlertLevelIcon } from './alert-icons.tsx';
type PopoverLevel = 'first_stage' | 'first_stage_plus' | 'second_stage' | 'third_stage';
const isPopoverLevel = (level: string): level is PopoverLevel => (POPOVER_LEVELS as readonly string[]).includes(level);

/** The hover text of a cell (spec §2 class table): when, where, and the witness detail (or -). */
export function HoverDetail({ alert }: { alert: Required<Pick<BullyingAlertCell, 'seenDetail' | 'bullyingDetail'>> }) {
  const { t } = useTranslation();
  const join = (xs: string[]) => (xs.length ? xs.join('、') : '-');
  return (
    <Stack gap={2}>
      <Text size="sm" c="white">
        {t('bullyingAlerts.hover.when')}: {join(alert.bullyingDetail.whenBullying)}
      </Text>
      <Text size="sm" c="white">
        {t('bullyingAlerts.hover.where')}: {join(alert.bullyingDetail.whereBullying)}
      </Text>
      <Text size="sm" c="white">
        {t('bullyingAlerts.hover.seen')}: {alert.seenDetail || '-'}
      </Text>
    </Stack>
  );
}

export interface AlertCellProps {
  alert: BullyingAlertCell | null;
  /** The answer page of this sheet (only completed sheets link, spec §4). */
  to: string;
  label: string;
}

/**
 * One class-table cell (spec §2, §4): the level icon and witness/talk icons; hovering (offset 16)
 * shows whenBullying, whereBullying and seenDetail (when the cell carries them: for_class only); levels first_stage, first_stage_plus,
 * second_stage and third_stage open a popover on click; the confirmation status shows only when
 * completed; only a completed cell links to the answers.
 */
export function AlertCell({ alert, to, label }: AlertCellProps) {
  const { t } = useTranslation();
  if (!alert) return <AlertLevelIcon alert={null} />;
  const icons = (
    <Group gap={4} wrap="nowrap" justify="center">
      <AlertLevelIcon alert={alert} />
      <AlertFlags alert={alert} />
    </Group>
  );
  // 組織確認済み is an icon (spec §4 "organization_verified (icon)"; issue 28 item 12), the other statuses badges.
  const status =
    alert.completed !== true ? null : alert.teacherConfirmStatus === 'organization_verified' ? (
      <Tooltip label={CONFIRM_STATUS_LABELS.organization_verified} withArrow>
        <IconRosetteDiscountCheckFilled
          size={18}
          color="var(--mantine-color-teal-9)"
          role="img"
          aria-label={CONFIRM_STATUS_LABELS.organization_verified}
          data-testid="organization-verified"
        />
      </Tooltip>
    ) : (
      <Badge size="sm" variant="light" color={alert.teacherConfirmStatus === 'unconfirmed' ? 'gray' : 'blue'} c="dark.9">
        {CONFIRM_STATUS_LABELS[alert.teacherConfirmStatus]}
      </Badge>
    );
  const body =
    alert.completed === true ? (
      <Anchor
        component={Link}
        to={to}
        aria-label={label}
        underline="never"
        display="inline-flex"
        miw={32}
        mih={32}
        style={{ alignItems: 'center', justifyContent: 'center' }}
      >
        {icons}
      </Anchor>
    ) : (
      icons
    );
  return (
    <Stack gap={4} align="center">
      {alert.bullyingDetail ? (
        <Tooltip
          label={<HoverDetail alert={{ seenDetail: alert.seenDetail ?? null, bullyingDetail: alert.bullyingDetail }} />}
          offset={16}
          multiline
          w={260}
          withinPortal
          openDelay={100}
          color="dark.8"
        >
          <span>{body}</span>
        </Tooltip>
      ) : (
        body
      )}
      {isPopoverLevel(alert.level) && alert.completed ? (
        <Popover withinPortal position="bottom">
          <Popover.Target>
            {/* What the level means, as a help button, not an underlined link: the answers are the icons' link (issue 28 item 4). */}
            <UnstyledButton fz="xs" c="dark.7" mih={24} miw={24} px={4} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
              {t(`bullyingAlerts.level.${alert.level}`)}
              <IconInfoCircle size={14} aria-hidden="true" />
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown maw={280}>
            <Text size="sm">{t(`bullyingAlerts.popover.${alert.level}`)}</Text>
          </Popover.Dropdown>
        </Popover>
      ) : null}
      {status}
    </Stack>
  );
}

/** The edit-mode checkbox of a row or class (spec §4 bulk change). */
export function BulkCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return <Checkbox aria-label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
