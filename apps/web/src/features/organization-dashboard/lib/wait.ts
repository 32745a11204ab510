import type { TFunction } from 'i18next';

/** A wait in minutes as Japanese staff read it: 45分, 3時間20分, 2日5時間 (null: none or hidden → a dash). */
export function formatWait(minutes: number | null, t: TFunction): string {
  if (minutes === null) return '—';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = Math.round(minutes % 60);
  if (days > 0) return t('organization.dashboard.waitDays', { days, hours });
  if (hours > 0) return t('organization.dashboard.waitHours', { hours, minutes: mins });
  return t('organization.dashboard.waitMinutes', { minutes: mins });
}
