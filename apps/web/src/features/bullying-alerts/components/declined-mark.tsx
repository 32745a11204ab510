import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { showDone, showFailed } from '../../../components/ui/toast.ts';
import { useAskAgain } from '../hooks/use-bullying.ts';

export interface DeclinedMarkProps {
  /** The declined sheet (questionnaire answer) id. */
  answerId: number;
  /** The pupil's name, for the button's label, the question and the toast. */
  name: string;
  /** Show the もう こたえない badge above the button (default); off where the list itself says it. */
  badge?: boolean;
}

/**
 * A class-table cell's もう こたえない (issue 24 item 7): the pupil chose not to answer this survey.
 * もう一度たずねる asks once (キャンセル focused first) and then undoes the choice
 * (students/questionaire/ask_again): the pupil is asked again at the next sign-in. The custom
 * delivery's follow-up list (decision 076) uses it too, without the badge.
 */
export function DeclinedMark({ answerId, name, badge = true }: DeclinedMarkProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const ask = useAskAgain();
  function confirm() {
    ask.mutate(answerId, {
      onSuccess: () => {
        setOpened(false);
        showDone(t('bullyingAlerts.classTable.askAgainDone', { name }));
      },
      onError: (error) => {
        setOpened(false);
        showFailed(error);
      },
    });
  }
  return (
    <Stack gap={4} align="center">
      {badge ? (
        <Badge size="sm" variant="outline" color="gray.8" c="dark.9" data-testid="declined">
          {t('bullyingAlerts.classTable.declined')}
        </Badge>
      ) : null}
      <Button size="compact-xs" variant="subtle" aria-label={t('bullyingAlerts.classTable.askAgainLabel', { name })} onClick={() => setOpened(true)}>
        {t('bullyingAlerts.classTable.askAgain')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('bullyingAlerts.classTable.askAgainTitle')}
        confirmLabel={t('bullyingAlerts.classTable.askAgainConfirm')}
        cancelLabel={t('bullyingAlerts.classTable.askAgainCancel')}
        onConfirm={confirm}
        onCancel={() => setOpened(false)}
        loading={ask.isPending}
      >
        <Text size="sm">{t('bullyingAlerts.classTable.askAgainBody', { name })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
