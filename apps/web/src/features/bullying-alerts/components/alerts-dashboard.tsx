import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAlertsQuery } from '../hooks/use-alerts-query.ts';
import { useBulkConfirmStatus, useBullyingAlerts } from '../hooks/use-bullying.ts';
import { useScrollHighlight } from '../hooks/use-highlight.ts';
import { usePdfExport } from '../hooks/use-pdf-export.ts';
import { bulkReducer, initialBulkState } from '../lib/bulk-change.ts';
import { AlertLegend } from './alert-icons.tsx';
import { AlertsActions } from './alerts-actions.tsx';
import { AlertsFilters } from './alerts-filters.tsx';
import { ClassTable } from './class-table.tsx';
import { SchoolTable } from './school-table.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The bullying alert dashboards (spec §2 bullying-alert/for_all and for_class): title, header
 * filters, button group, legend and the school or class table, with the bulk change of the
 * confirmation status (spec §4). Shown only after password re-entry (the page wraps it). `board`:
 * a board user's school access, whose bulk change offers 組織確認済み only (decision 028).
 */
export function AlertsDashboard({ mode, grades, board = false }: { mode: 'for_all' | 'for_class'; grades: Grade[] | undefined; board?: boolean }) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const { query, update, scrollTo, pagePrev } = useAlertsQuery(mode);
  const alerts = useBullyingAlerts(mode, query);
  const [bulk, dispatch] = useReducer(bulkReducer, initialBulkState);
  const save = useBulkConfirmStatus();
  const pdf = usePdfExport();
  const view = alerts.data;
  const highlighted = useScrollHighlight(scrollTo, !!view);
  const title = t(mode === 'for_all' ? 'bullyingAlerts.forAll.title' : 'bullyingAlerts.forClass.title');
  usePageTitle(title, t('common.appName'));
  const klass = mode === 'for_class' ? view?.grades[0]?.klasses[0] : undefined;

  function saveBulk() {
    if (!view?.questionnaireDeliveryId && !view?.columns.length) return;
    const deliveryId = view.questionnaireDeliveryId ?? view.columns.at(-1)!.id;
    save.mutate({ deliveryId, studentIds: bulk.checked, status: bulk.status! }, { onSettled: () => dispatch({ type: 'saved' }) });
  }

  return (
    <Stack gap="lg" pb={120}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Group gap="md">
          {mode === 'for_class' && pagePrev === 'for_all' ? (
            <Anchor component={Link} to={paths.teacher(schoolCode, 'bullying-alert/for_all')}>
              {t('bullyingAlerts.forClass.back')}
            </Anchor>
          ) : null}
          <Anchor component={Link} to={paths.teacher(schoolCode, 'bullying-cases')}>
            {t('bullyingCases.listLink')}
          </Anchor>
        </Group>
      </Group>
      <AlertsFilters
        mode={mode}
        query={query}
        grades={grades}
        deliveries={view?.deliveries ?? []}
        selectedDeliveryId={view?.questionnaireDeliveryId ?? null}
        fetching={alerts.isFetching}
        onChange={(changes) => {
          if ('questionnaireDeliveryId' in changes) dispatch({ type: 'deliveryChanged' });
          update(changes);
        }}
        onReload={() => void alerts.refetch()}
        exportKlassId={klass?.id}
      />
      <AlertsActions
        deliveryId={view?.questionnaireDeliveryId ?? null}
        gradeId={query.gradeId}
        klassId={klass?.id ?? query.klassId}
        alertsEnabled={view?.alertsEnabled ?? false}
        bulk={bulk}
        dispatch={dispatch}
        onSave={saveBulk}
        saving={save.isPending}
        board={board}
        onExportPdfs={() =>
          view?.questionnaireDeliveryId &&
          pdf.start({
            questionnaireDeliveryId: view.questionnaireDeliveryId,
            grade_id: klass ? klass.gradeId : query.gradeId,
            klass_id: klass?.id ?? query.klassId,
          })
        }
      />
      <AlertLegend />
      {alerts.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : alerts.isError || !view ? (
        <LoadFailure />
      ) : mode === 'for_all' ? (
        <SchoolTable view={view} bulk={bulk} dispatch={dispatch} />
      ) : (
        <ClassTable view={view} bulk={bulk} dispatch={dispatch} highlighted={highlighted} />
      )}
    </Stack>
  );
}
