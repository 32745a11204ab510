import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { Button, Group, NativeSelect } from '@mantine/core';
import type { Grade } from '@sukoyaka/contracts/schools';
import { ALERT_STATUS_FILTERS, CONFIRM_STATUS_FILTERS, type BullyingAlertsQuery, type BullyingDelivery } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import { ReloadButton } from '../../../components/ui/reload-button.tsx';
import { StatusFilter } from '../../../components/ui/status-filter.tsx';
import { formatDateKey } from '../lib/format.ts';
import { AnswerListExcelButton } from './answer-list-excel-button.tsx';

export interface AlertsFiltersProps {
  mode: 'for_all' | 'for_class';
  query: BullyingAlertsQuery & { year: number };
  deliveries: BullyingDelivery[];
  /** The grades and classes the teacher may filter by. */
  grades: Grade[] | undefined;
  selectedDeliveryId: number | null;
  fetching: boolean;
  onChange: (changes: Partial<Record<keyof BullyingAlertsQuery, string | number | undefined>>) => void;
  onReload: () => void;
  /** The class the class view shows (its export names it); the school view uses the header's class. */
  exportKlassId?: number;
}

/**
 * The dashboard header filters (spec §2): questionnaire, year and month, grade and class, status
 * (対応済み / 未対応), confirmation status, talk, the change (reload) button, 未対応をすべて表示 and the
 * Excel export of the answer list as filtered (AnswerListExcelButton).
 */
export function AlertsFilters({ mode, query, grades, deliveries, selectedDeliveryId, fetching, onChange, onReload, exportKlassId }: AlertsFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group role="search" aria-label={t('bullyingAlerts.filters.title')} gap="md" align="flex-end" wrap="wrap">
      {deliveries.length || mode === 'for_all' ? (
        <NativeSelect
          size="md"
          label={t('bullyingAlerts.filters.questionnaire')}
          value={selectedDeliveryId ? String(selectedDeliveryId) : ''}
          data={[
            ...(deliveries.length ? [] : [{ value: '', label: t('bullyingAlerts.filters.noQuestionnaire') }]),
            // Deliveries of one title told apart by their whole period, never cut off (issue 28 item 4).
            ...deliveries.map((d) => ({
              value: String(d.id),
              label: `${stripFurigana(d.title)}（${formatDateKey(d.startAt)}〜${formatDateKey(d.finishAt)}）`,
            })),
          ]}
          onChange={(e) => onChange({ questionnaireDeliveryId: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
          w={{ base: '100%', sm: 'auto' }}
          miw={280}
        />
      ) : null}
      <PeriodFilter
        year={query.year}
        month={query.month}
        onChange={(next) => onChange({ year: next.year, month: next.month, questionnaireDeliveryId: undefined })}
      />
      {grades ? (
        <GradeKlassFilter
          grades={grades}
          gradeId={query.gradeId}
          klassId={query.klassId}
          onChange={(next) => onChange({ gradeId: next.gradeId, klassId: next.klassId })}
        />
      ) : null}
      <StatusFilter
        label={t('bullyingAlerts.filters.status')}
        value={query.status ?? 'all'}
        options={ALERT_STATUS_FILTERS.map((value) => ({ value, label: t(`bullyingAlerts.filters.statusOptions.${value}`) }))}
        onChange={(next) => onChange({ status: next === 'all' ? undefined : next })}
      />
      <StatusFilter
        label={t('bullyingAlerts.filters.confirmStatus')}
        value={query.confirmStatus}
        placeholder={t('bullyingAlerts.filters.confirmPlaceholder')}
        options={CONFIRM_STATUS_FILTERS.filter((v) => v !== 'all').map((value) => ({ value, label: t(`bullyingAlerts.filters.confirmOptions.${value}`) }))}
        onChange={(next) => onChange({ confirmStatus: next })}
      />
      <StatusFilter
        label={t('bullyingAlerts.filters.talk')}
        value={query.talk}
        placeholder={t('bullyingAlerts.filters.all')}
        options={[{ value: 'true' as const, label: t('bullyingAlerts.filters.talkOnly') }]}
        onChange={(next) => onChange({ talk: next })}
      />
      <ReloadButton loading={fetching} onClick={onReload} />
      <Button variant="outline" size="md" onClick={() => onChange({ status: 'not_supported', confirmStatus: undefined, talk: undefined })}>
        {t('bullyingAlerts.filters.showUnsupported')}
      </Button>
      <AnswerListExcelButton
        deliveryId={selectedDeliveryId}
        filters={{
          gradeId: query.gradeId,
          klassId: exportKlassId ?? query.klassId,
          status: query.status,
          confirmStatus: query.confirmStatus,
          talk: query.talk,
        }}
      />
    </Group>
  );
}
