import type { DeliveryNew, DeliveryRow, QuestionnaireTemplateKey } from '@sukoyaka/contracts/questionnaire-deliveries';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { fromLocalInput, toLocalInput } from '../format.ts';

/** What the form edits: a new delivery, an existing one, or a copy of one. */
export type DeliveryFormMode = { kind: 'add' } | { kind: 'edit'; row: DeliveryRow } | { kind: 'copy'; row: DeliveryRow };

/** The form's values (datetime-local strings in Japan time). */
export interface DeliveryFormValues {
  template: QuestionnaireTemplateKey | null;
  title: string;
  /** The title in other languages (decision 075): the stored ones when editing, '' = show the Japanese. */
  titleTranslations: SchoolTextTranslations;
  startAt: string;
  finishAt: string;
  gradeIds: number[];
  needsConsent: boolean;
  consentText: string;
}

/** What the form hands on: its values and the period as ISO instants. */
export type DeliveryFormSubmitted = DeliveryFormValues & { startAtIso: string; finishAtIso: string };

function initialValues(mode: DeliveryFormMode): DeliveryFormValues {
  if (mode.kind === 'add') {
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    return {
      template: null,
      title: '',
      titleTranslations: {},
      startAt: toLocalInput(start),
      finishAt: toLocalInput(new Date(start.getTime() + 7 * 86_400_000)),
      gradeIds: [],
      needsConsent: false,
      consentText: '',
    };
  }
  const r = mode.row;
  return {
    template: null,
    title: r.title,
    titleTranslations: r.titleTranslations,
    startAt: toLocalInput(r.startAt),
    finishAt: toLocalInput(r.finishAt),
    gradeIds: r.grades.map((g) => g.id),
    needsConsent: r.needsConsent,
    consentText: '',
  };
}

/**
 * The state of the delivery add / edit / copy form (spec §2): its values (started from the row when
 * editing or copying, its title translations included, so a save that never opened them keeps
 * them), a setter of some fields, the server's field errors by field and its other errors, and
 * the submit handler (datetime-local Japan time → ISO instants).
 */
export function useDeliveryForm(mode: DeliveryFormMode, options: DeliveryNew | undefined, error: unknown, onSubmit: (values: DeliveryFormSubmitted) => void) {
  const [values, setValues] = useState(() => initialValues(mode));
  const set = (patch: Partial<DeliveryFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};
  const otherErrors = isApiError(error) && Object.keys(fieldErrors).length === 0 ? error.errors : error && !isApiError(error) ? [String(error)] : [];

  /** Picks a template: its title and consent replace the form's (blank keeps what was typed). */
  function pickTemplate(key: string) {
    const next = options?.templates.find((tpl) => tpl.key === key);
    set({ template: next?.key ?? null, title: next ? next.title : values.title, needsConsent: next ? next.needsConsent : values.needsConsent });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ ...values, startAtIso: fromLocalInput(values.startAt), finishAtIso: fromLocalInput(values.finishAt) });
  }

  return {
    values,
    set,
    pickTemplate,
    template: options?.templates.find((tpl) => tpl.key === values.template),
    fieldError: (key: string): string | undefined => fieldErrors[key]?.[0],
    otherErrors,
    submit,
  };
}

export type DeliveryForm = ReturnType<typeof useDeliveryForm>;
