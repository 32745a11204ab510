import { Badge } from '@mantine/core';
import { parentAttendanceStateOf, type ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import { useTranslation } from 'react-i18next';

export interface ReportStateBadgeProps {
  report: Pick<ParentAttendance, 'confirmed' | 'cancelledAt'>;
}

const COLORS = { unconfirmed: 'yellow', confirmed: 'green', cancelled: 'gray' } as const;

/** The state of a report (spec §4 Parent attendance): 未確認, 確認済み or 取り消し. */
export function ReportStateBadge({ report }: ReportStateBadgeProps) {
  const { t } = useTranslation();
  const state = parentAttendanceStateOf(report);
  return (
    <Badge color={COLORS[state]} variant="light" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(`parent.state.${state}`)}
    </Badge>
  );
}
