import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CONFIRM_STATUS_LABELS } from '@sukoyaka/contracts/bullying-alerts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAnswerSheet, useResolve, useStudentAlerts } from '../hooks/use-bullying.ts';
import { formatDateTime } from '../lib/format.ts';
import { AlertFlags, AlertLevelIcon } from './alert-icons.tsx';
import { AnswerComments } from './answer-comments.tsx';
import { AnswerTable } from './answer-table.tsx';
import { OrganizationVerify } from './organization-verify.tsx';
import { StudentExportButton } from './student-export-button.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * A student's answers to one bullying delivery (spec §2 bullying-alert/{id} and
 * bullying-alert-past-detail/{id}?questionnaireDeliveryId): the student title (name, grade,
 * class, number 番), the sheet's level, flags and confirmation status, 対応済み, Excelで出力 (the
 * shown sheet, students/export_questionaire), the answer table,
 * who has viewed these answers and the comments. In a board user's school access (`board`,
 * decisions 028, 037) the page is read only but for 組織確認済みにする (no 対応済み, no comment form).
 * `sheetAction` adds a control beside 対応済み for the shown sheet (the route gives 「事案として記録」, issue 26). Without questionnaireDeliveryId the newest
 * answered sheet is shown. The back link follows pagePrev (for_class returns to the row, sc_el).
 */
export function AnswerPage({
  past,
  board = false,
  sheetAction,
}: {
  past: boolean;
  board?: boolean;
  sheetAction?: (sheet: { studentId: number; answerId: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '', id } = useParams();
  const [params] = useSearchParams();
  const studentId = Number(id);
  const student = useStudentAlerts(studentId);
  const asked = Number(params.get('questionnaireDeliveryId')) || undefined;
  const deliveryId = asked ?? student.data?.alerts.find((a) => a.completed)?.questionnaireDeliveryId;
  const sheet = useAnswerSheet(past, studentId, deliveryId);
  const resolve = useResolve();
  const s = sheet.data;
  const pagePrev = params.get('pagePrev');
  const back =
    pagePrev === 'for_class'
      ? paths.teacher(schoolCode, 'bullying-alert/for_class', { sc_el: `student_${studentId}` })
      : pagePrev === 'for_all'
        ? paths.teacher(schoolCode, 'bullying-alert/for_all')
        : past
          ? paths.teacher(schoolCode, `bullying-alert-past/${studentId}`)
          : paths.teacher(schoolCode, 'bullying-alert/for_class');
  usePageTitle(t('bullyingAlerts.answer.pageTitle'), t('common.appName'));
  if (student.isPending || (deliveryId && sheet.isPending)) return <LoadingScreen minHeight={240} />;
  if (isApiError(student.error, 404) || isApiError(sheet.error, 404)) return <NotFoundView />;
  if (student.isError || sheet.isError) return <LoadFailure />;
  const header = student.data!.student;
  return (
    <Stack gap="lg" pb={120}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('bullyingAlerts.answer.studentTitle', {
            name: header.name,
            grade: header.gradeName,
            klass: header.klassName,
            number: header.studentNumber ?? '-',
          })}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to={back}>
            {t('bullyingAlerts.answer.back')}
          </Anchor>
          <Anchor component={Link} to={paths.teacher(schoolCode, `bullying-alert-past/${studentId}`)}>
            {t('bullyingAlerts.answer.pastLink')}
          </Anchor>
        </Group>
      </Group>
      {!s ? (
        <Text>{t('bullyingAlerts.answer.noSheet')}</Text>
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <Group gap="lg" wrap="wrap">
              <Group gap={6}>
                <AlertLevelIcon alert={s.alert} size={24} />
                <Text fw={700}>{t(`bullyingAlerts.level.${s.alert.level}`)}</Text>
                <AlertFlags alert={s.alert} />
              </Group>
              <Text size="sm">
                {t('bullyingAlerts.answer.answeredAt')}: {formatDateTime(s.alert.questionnaireDatetime)}
              </Text>
              {s.alert.completed ? (
                <Badge variant="light" c="dark.9">
                  {CONFIRM_STATUS_LABELS[s.alert.teacherConfirmStatus]}
                </Badge>
              ) : null}
              {board ? (
                <OrganizationVerify alert={s.alert} />
              ) : (
                <Button
                  size="xs"
                  variant={s.alert.resolved ? 'light' : 'filled'}
                  loading={resolve.isPending}
                  onClick={() => resolve.mutate({ answerId: s.alert.alertId, resolved: !s.alert.resolved })}
                >
                  {s.alert.resolved ? t('bullyingAlerts.answer.unresolve') : t('bullyingAlerts.answer.resolve')}
                </Button>
              )}
              {board ? null : sheetAction?.({ studentId, answerId: s.alert.alertId })}
              {deliveryId ? (
                <StudentExportButton
                  file={{ kind: 'export_questionaire', studentId, questionnaireDeliveryId: deliveryId }}
                  label={t('bullyingAlerts.studentExports.sheet')}
                  size="xs"
                />
              ) : null}
            </Group>
          </Paper>
          <AnswerTable title={s.title} rows={s.rows} />
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-viewers-title">
            <Title order={2} fz="lg" id="answer-viewers-title" mb="xs">
              {t('bullyingAlerts.answer.viewers')}
            </Title>
            {s.viewers.length ? (
              <List size="sm">
                {s.viewers.map((v, i) => (
                  <List.Item key={`${v.at}-${i}`}>
                    {v.name} {formatDateTime(v.at)}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('bullyingAlerts.answer.noViewers')}</Text>
            )}
          </Paper>
          <AnswerComments answerId={s.alert.alertId} readOnly={board} />
        </>
      )}
    </Stack>
  );
}
