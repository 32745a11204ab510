import { Text } from '@mantine/core';
import type { DeliveryRow } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useState, type ReactNode } from 'react';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { usePasswordReentry } from '../../../components/ui/use-password-reentry.tsx';
import { needsReentry } from '../../../lib/confirm-token.ts';
import type { DeliveryExport } from '../api/questionnaire-deliveries.ts';
import { showDone } from '../../../components/ui/toast.ts';
import {
  useCompleteDelivery,
  useCopyDelivery,
  useCreateDelivery,
  useDeleteDelivery,
  useDeliveryExport,
  useDeliveryNew,
  usePatchDelivery,
} from '../hooks/use-questionnaire-deliveries.ts';
import type { DeliveryAction } from './deliveries-table.tsx';
import type { DeliveryFormMode, DeliveryFormSubmitted as Submitted } from '../hooks/use-delivery-form.ts';
import { DeliveryFormModal } from './delivery-form-modal.tsx';
import { DeleteDeliveryModal, FinishDeliveryModal, PreviewDeliveryModal } from './delivery-modals.tsx';

export interface DeliveryActions {
  openAdd: () => void;
  open: (action: DeliveryAction, row: DeliveryRow) => void;
  exportFile: (row: DeliveryRow, kind: DeliveryExport) => void;
  /** The error of the last export, if it failed (not the refusal for want of password re-entry: the modal asks). */
  exportError: unknown;
  /** The spec §2 modals (add, confirm, delete, finish, preview); render once on the page. */
  modals: ReactNode;
}

/**
 * The deliveries list's actions and their modals (spec §2): add (then the question editor via
 * `onCreated`), edit (with the confirm modal), copy, delete, finish (complete), preview, and the
 * Excel exports (a bullying survey's after password re-entry, decision 022). Each success closes
 * its modal and shows a toast.
 */
export function useDeliveryActions(admin: boolean, onCreated: (id: number) => void): DeliveryActions {
  const { t } = useTranslation();
  const options = useDeliveryNew(admin);
  const create = useCreateDelivery();
  const patch = usePatchDelivery();
  const copy = useCopyDelivery();
  const remove = useDeleteDelivery();
  const complete = useCompleteDelivery();
  const download = useDeliveryExport();
  // A bullying survey's answers need password re-entry (decision 022): asked first when no token is stored, again when it lapsed.
  const reentry = usePasswordReentry(
    (item: { id: number; kind: DeliveryExport }) => download.mutateAsync(item),
    t('questionnaireDeliveries.actions.reentryClose'),
  );
  const [form, setForm] = useState<DeliveryFormMode | null>(null);
  const [pendingEdit, setPendingEdit] = useState<{ row: DeliveryRow; values: Submitted } | null>(null);
  const [deleting, setDeleting] = useState<DeliveryRow | null>(null);
  const [finishing, setFinishing] = useState<DeliveryRow | null>(null);
  const [previewing, setPreviewing] = useState<DeliveryRow | null>(null);
  const done = (key: 'created' | 'saved' | 'deleted' | 'completed' | 'copied') => showDone(t(`questionnaireDeliveries.toast.${key}`));
  const formMutation = form?.kind === 'edit' ? patch : form?.kind === 'copy' ? copy : create;

  function submit(values: Submitted) {
    if (!form) return;
    if (form.kind === 'edit') return setPendingEdit({ row: form.row, values });
    if (form.kind === 'copy') {
      copy.mutate(
        { id: form.row.id, body: { title: values.title, startAt: values.startAtIso, finishAt: values.finishAtIso, gradeIds: values.gradeIds } },
        { onSuccess: () => (setForm(null), done('copied')) },
      );
      return;
    }
    create.mutate(
      {
        title: values.title,
        titleTranslations: values.titleTranslations,
        startAt: values.startAtIso,
        finishAt: values.finishAtIso,
        gradeIds: values.gradeIds,
        needsConsent: values.needsConsent,
        consentText: values.needsConsent && values.consentText.trim() ? values.consentText : null,
        template: values.template,
      },
      { onSuccess: (result) => (setForm(null), done('created'), onCreated(result.id)) },
    );
  }

  function confirmEdit() {
    if (!pendingEdit) return;
    const { row, values } = pendingEdit;
    patch.mutate(
      {
        id: row.id,
        body: {
          title: values.title,
          // The row's stored translations unless the admin changed them (decision 075: sent back, so kept).
          titleTranslations: values.titleTranslations,
          startAt: values.startAtIso,
          finishAt: values.finishAtIso,
          gradeIds: values.gradeIds,
          needsConsent: values.needsConsent,
          ...(values.consentText.trim() ? { consentText: values.consentText } : {}),
        },
      },
      { onSuccess: () => (setPendingEdit(null), setForm(null), done('saved')), onError: () => setPendingEdit(null) },
    );
  }

  const modals = (
    <>
      <DeliveryFormModal
        mode={form}
        options={options.data}
        pending={formMutation.isPending}
        error={formMutation.error}
        onSubmit={submit}
        onClose={() => setForm(null)}
      />
      <ConfirmModal
        opened={pendingEdit !== null}
        title={t('questionnaireDeliveries.form.confirmTitle')}
        confirmLabel={t('questionnaireDeliveries.form.confirmOk')}
        cancelLabel={t('questionnaireDeliveries.form.cancel')}
        loading={patch.isPending}
        onConfirm={confirmEdit}
        onCancel={() => setPendingEdit(null)}
      >
        <Text>{pendingEdit ? t('questionnaireDeliveries.form.confirmEdit', { title: stripFurigana(pendingEdit.row.title) }) : null}</Text>
      </ConfirmModal>
      <DeleteDeliveryModal
        key={deleting?.id ?? 0}
        row={deleting}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={(deleteAnswers) => deleting && remove.mutate({ id: deleting.id, deleteAnswers }, { onSuccess: () => (setDeleting(null), done('deleted')) })}
      />
      <FinishDeliveryModal
        row={finishing}
        pending={complete.isPending}
        error={complete.error}
        onCancel={() => setFinishing(null)}
        onConfirm={() => finishing && complete.mutate(finishing.id, { onSuccess: () => (setFinishing(null), done('completed')) })}
      />
      <PreviewDeliveryModal row={previewing} onClose={() => setPreviewing(null)} />
      {reentry.modal}
    </>
  );

  return {
    openAdd: () => (create.reset(), setForm({ kind: 'add' })),
    open: (action, row) => {
      if (action === 'edit') return (patch.reset(), setForm({ kind: 'edit', row }));
      if (action === 'copy') return (copy.reset(), setForm({ kind: 'copy', row }));
      if (action === 'delete') return (remove.reset(), setDeleting(row));
      if (action === 'complete') return (complete.reset(), setFinishing(row));
      setPreviewing(row);
    },
    exportFile: (row, kind) => reentry.start({ id: row.id, kind }, row.kind === 'bullying'),
    exportError: needsReentry(download.error) ? null : download.error,
    modals,
  };
}
