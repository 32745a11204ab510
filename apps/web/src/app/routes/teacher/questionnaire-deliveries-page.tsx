import '../../../components/ui/mantine-extra-styles.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DELIVERIES_PAGE_SIZE, DELIVERY_STATES } from '@sukoyaka/contracts/questionnaire-deliveries';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import { StatusFilter } from '../../../components/ui/status-filter.tsx';
import { DeliveriesTable } from '../../../features/questionnaire-deliveries/components/deliveries-table.tsx';
import { useDeliveryActions } from '../../../features/questionnaire-deliveries/components/delivery-actions.tsx';
import { useDeliveries } from '../../../features/questionnaire-deliveries/hooks/use-questionnaire-deliveries.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { enumParam, positiveIntParam, withParams } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/teacher/questionnaire-deliveries` (spec §2, issue 11 item 1): the school's
 * questionnaire deliveries by 年度, month and state, a page at a time; admin teachers create,
 * edit, copy, complete, delete, preview and test them; every teacher exports the answers (a class
 * teacher: their classes, with each class's progress). Filters and page live in the URL.
 */
export function QuestionnaireDeliveriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { school_code: schoolCode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const admin = useTeacherMe().data?.admin === true;
  const year = positiveIntParam(params, 'year') ?? schoolYearOf();
  const month = positiveIntParam(params, 'month');
  const status = enumParam(params, 'status', ['', ...DELIVERY_STATES] as const, '') || undefined;
  const page = positiveIntParam(params, 'page') ?? 1;
  const list = useDeliveries({ year, month: month && month <= 12 ? month : undefined, status, page });
  const actions = useDeliveryActions(admin, (id) => void navigate(paths.teacher(schoolCode, `questionnaire-deliveries/add-question/${id}`)));
  usePageTitle(t('questionnaireDeliveries.title'), t('common.appName'));

  const update = (changes: Record<string, string | number | undefined>) => setParams((current) => withParams(current, changes), { preventScrollReset: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('questionnaireDeliveries.title')}
          </Title>
          <Text c="gray.8">{admin ? t('questionnaireDeliveries.leadAdmin') : t('questionnaireDeliveries.leadKlass')}</Text>
        </Stack>
        {admin ? (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={actions.openAdd}>
            {t('questionnaireDeliveries.actions.add')}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('questionnaireDeliveries.filters.legend')}>
        <PeriodFilter year={year} month={month} onChange={(p) => update({ year: p.year, month: p.month })} />
        <StatusFilter
          label={t('questionnaireDeliveries.filters.status')}
          value={status}
          placeholder={t('questionnaireDeliveries.filters.all')}
          options={DELIVERY_STATES.map((s) => ({ value: s, label: t(`questionnaireDeliveries.states.${s}`) }))}
          onChange={(next) => update({ status: next })}
        />
      </Group>
      <ErrorAlert messages={isApiError(actions.exportError) ? actions.exportError.errors : []} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {list.isPending ? (
          <LoadingScreen minHeight={240} />
        ) : list.isError ? (
          <LoadFailure />
        ) : (
          <Stack gap="md">
            <DeliveriesTable rows={list.data.list} admin={admin} schoolCode={schoolCode} onAction={actions.open} onExport={actions.exportFile} />
            <ListPagination page={page} limit={list.data.limit || DELIVERIES_PAGE_SIZE} total={list.data.total} onChange={(p) => update({ page: p })} />
          </Stack>
        )}
      </Paper>
      {actions.modals}
    </Stack>
  );
}
