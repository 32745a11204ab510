import '../../../components/ui/mantine-extra-styles.ts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IdleWarningModal } from '../../../components/ui/idle-warning-modal.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import { periodText } from '../../../features/questionnaire-deliveries/format.ts';
import { QuestionEditor } from '../../../features/questionnaire-deliveries/editor/question-editor.tsx';
import { useQuestionGroups } from '../../../features/questionnaire-deliveries/hooks/use-questionnaire-deliveries.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useEditSession } from '../../../lib/use-edit-session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * `/{school_code}/teacher/questionnaire-deliveries/add-question/{id}` (spec §2, issue 11 item 2):
 * the question editor of one delivery, in the spec §4 edit session: leaving with unsaved changes
 * asks first (移動する / キャンセル, also on closing the tab), and 3 hours without input cancel the
 * edit (warning with the minutes left from 2.5 h, 続ける).
 */
export function QuestionnaireAddQuestionPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '', id: rawId = '' } = useParams();
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  const groups = useQuestionGroups(id);
  const session = useEditSession();
  const report = session.report;
  const onDirtyChange = useCallback((dirty: boolean) => report('questions', dirty), [report]);
  // A save starts the editor again from what the server stored.
  const [saves, setSaves] = useState(0);
  usePageTitle(t('questionnaireDeliveries.editor.title'), t('common.appName'));

  if (id <= 0 || isApiError(groups.error, 404)) return <NotFoundView />;
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.teacher(schoolCode, 'questionnaire-deliveries')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('questionnaireDeliveries.editor.back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('questionnaireDeliveries.editor.title')}
          {groups.data ? `：${stripFurigana(groups.data.delivery.title)}` : ''}
        </Title>
        {groups.data ? (
          <Text c="gray.8">
            {[
              periodText(groups.data.delivery),
              groups.data.delivery.grades.map((g) => g.name).join('・'),
              t(`questionnaireDeliveries.states.${groups.data.delivery.state}`),
            ].join(' / ')}
          </Text>
        ) : null}
      </Stack>
      {groups.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : groups.isError ? (
        <LoadFailure />
      ) : (
        <QuestionEditor
          key={`${session.generation}-${saves}`}
          data={groups.data}
          testPath={paths.teacher(schoolCode, `questionnaire-deliveries/test/${id}`)}
          onDirtyChange={onDirtyChange}
          onSaved={() => setSaves((n) => n + 1)}
        />
      )}
      <IdleWarningModal minutesLeft={session.idle.minutesLeft} onContinue={session.idle.keepEditing} />
      <UnsavedChangesGuard when={session.dirty} />
    </Stack>
  );
}
