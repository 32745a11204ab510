import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import type { DeliveryQuestionGroups } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import { usePatchDelivery, useSaveQuestions } from '../hooks/use-questionnaire-deliveries.ts';
import { blankPage, bodyFrom, draftFrom, moved } from './editor-state.ts';
import { PageSection } from './page-section.tsx';

export interface QuestionEditorProps {
  data: DeliveryQuestionGroups;
  /** test/{id} of this delivery. */
  testPath: string;
  /** Tells the page's edit session whether there are unsaved changes (leave warning, idle rule). */
  onDirtyChange: (dirty: boolean) => void;
  /** After a save: the page starts the editor again from the stored questions. */
  onSaved: () => void;
}

/**
 * The question editor (spec §2 add-question/{id}, issue 11 item 2): pages, questions of the five
 * form types, required flags, options with scores, reorder, consent text and alert rules; saved
 * together after the spec's save modal (consent through PATCH, questions through add_questions).
 * Read only once a student has answered (`editable` false), with the way out: copy the delivery.
 */
export function QuestionEditor({ data, testPath, onDirtyChange, onSaved }: QuestionEditorProps) {
  const { t } = useTranslation();
  const { delivery } = data;
  const [pages, setPages] = useState(() => draftFrom(data.questionsGroups));
  const [consent, setConsent] = useState({ needsConsent: delivery.needsConsent, consentText: delivery.consentText ?? '' });
  const [asking, setAsking] = useState(false);
  const save = useSaveQuestions(delivery.id);
  const patch = usePatchDelivery();
  const locked = !delivery.editable;
  const initial = useMemo(() => JSON.stringify(bodyFrom(draftFrom(data.questionsGroups))), [data.questionsGroups]);
  const consentChanged = consent.needsConsent !== delivery.needsConsent || consent.consentText !== (delivery.consentText ?? '');
  const dirty = !locked && (JSON.stringify(bodyFrom(pages)) !== initial || consentChanged);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const error = save.error ?? patch.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};
  const errorAt = (path: string) => fieldErrors[path]?.[0];
  const messages = isApiError(error)
    ? Object.keys(fieldErrors).length
      ? [t('questionnaireDeliveries.editor.errorSummary'), ...error.errors]
      : error.errors
    : [];

  async function confirmSave() {
    setAsking(false);
    try {
      if (consentChanged)
        await patch.mutateAsync({ id: delivery.id, body: { needsConsent: consent.needsConsent, consentText: consent.consentText.trim() || null } });
      await save.mutateAsync(bodyFrom(pages));
      showDone(t('questionnaireDeliveries.toast.saved'));
      onSaved();
    } catch {
      // shown from save.error / patch.error
    }
  }

  // The number of the first question of each page (questions are numbered over all pages).
  const firstNumbers = pages.map((_, p) => pages.slice(0, p).reduce((n, page) => n + page.questions.length, 0));
  return (
    <Stack gap="lg">
      {locked ? (
        <Alert color="orange" variant="light">
          {t('questionnaireDeliveries.editor.locked')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={700}>{t('questionnaireDeliveries.editor.consent')}</Text>
          <Checkbox
            label={t('questionnaireDeliveries.form.needsConsent')}
            checked={consent.needsConsent}
            disabled={locked}
            onChange={(e) => setConsent((c) => ({ ...c, needsConsent: e.currentTarget.checked }))}
          />
          {consent.needsConsent ? (
            <Textarea
              label={t('questionnaireDeliveries.form.consentText')}
              autosize
              minRows={3}
              value={consent.consentText}
              disabled={locked}
              onChange={(e) => setConsent((c) => ({ ...c, consentText: e.currentTarget.value }))}
              error={errorAt('consentText')}
            />
          ) : null}
        </Stack>
      </Paper>
      {pages.map((page, p) => {
        return (
          <PageSection
            key={page.key}
            page={page}
            index={p}
            firstNumber={firstNumbers[p]!}
            pageCount={pages.length}
            disabled={locked}
            errorAt={(path) => errorAt(`questionsGroups.${p}.${path}`)}
            onChange={(next) => setPages((all) => all.map((x, k) => (k === p ? next : x)))}
            onMove={(delta) => setPages((all) => moved(all, p, delta))}
            onRemove={() => setPages((all) => all.filter((_, k) => k !== p))}
          />
        );
      })}
      <ErrorAlert messages={[...(errorAt('questionsGroups') ? [errorAt('questionsGroups')!] : []), ...messages]} />
      <Group justify="space-between" gap="sm" wrap="wrap" pos="sticky" bottom={0} py="sm" bg="gray.0" style={{ zIndex: 2 }}>
        <Button
          variant="light"
          disabled={locked}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setPages((all) => [...all, blankPage()])}
        >
          {t('questionnaireDeliveries.editor.addPage')}
        </Button>
        <Group gap="sm">
          <Button component={Link} to={testPath} variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}>
            {t('questionnaireDeliveries.editor.test')}
          </Button>
          <Button
            disabled={locked || !dirty}
            loading={save.isPending || patch.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            onClick={() => setAsking(true)}
          >
            {t('questionnaireDeliveries.editor.save')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={asking}
        title={t('questionnaireDeliveries.editor.saveTitle')}
        confirmLabel={t('questionnaireDeliveries.editor.saveOk')}
        cancelLabel={t('questionnaireDeliveries.editor.cancel')}
        onConfirm={() => void confirmSave()}
        onCancel={() => setAsking(false)}
      >
        <Text>{t('questionnaireDeliveries.editor.saveBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
