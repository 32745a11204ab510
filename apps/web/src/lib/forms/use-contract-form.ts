import { useForm, type FormValidateInput, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useCallback, useRef, useState } from 'react';
import { i18n } from '../i18n.ts';
import { hasPath, splitServerErrors } from './server-errors.ts';

/** What a contract form adds to Mantine's form (decision 049). */
export interface ContractFormExtras {
  /**
   * The server's messages of the last failed submit that name no field of this form; show them
   * with `<ErrorAlert messages={form.serverErrors} />` above the buttons. [] otherwise.
   */
  serverErrors: string[];
  /**
   * Takes a failed call's error (an ApiError's envelope): its `fieldErrors` go on the form's
   * fields (the keys are the contract's paths, the same as the form's values), the rest into
   * `serverErrors`. Pass it as the mutation's `onError`.
   */
  setServerErrors: (error: unknown) => void;
  /** Forgets the server's messages (a new attempt, a step back). Field errors clear on change. */
  clearServerErrors: () => void;
  /**
   * Makes `values` the saved state (after a save: what the server answered), so the form is clean
   * again: values, initial values (what `isDirty` compares with), errors and server messages.
   */
}

/**
 * A Mantine form on a contract schema, with the server's errors merged in. `resetTo(values)` makes
 * `values` the saved state (after a save: what the server answered), so the form is clean again:
 * values, initial values (what `isDirty` compares with), errors and server messages.
 */
export type ContractForm<Values, Output = Values> = UseFormReturnType<Values, Output> & ContractFormExtras & { resetTo: (values: Values) => void };

type BaseInput<Values> = Omit<UseFormInput<Values>, 'validate' | 'transformValues' | 'mode'> & { initialValues: Values };

/** Checking a form against a contract schema (the usual way). */
export interface SchemaCheck<Values, Output> {
  /**
   * The contracts' zod schema of the request body (any synchronous Standard Schema): the rule
   * the API applies, so web and API agree. `onSubmit` hands over its OUTPUT, ready to send.
   */
  schema: StandardSchemaV1<unknown, Output>;
  /**
   * The body the values stand for, when the inputs hold other types than the contract (a radio's
   * '' for "not chosen", a select's id as text): e.g. `(v) => ({ ...v, studentId: Number(v.studentId) })`.
   * Keep the field names: an issue at the body's `studentId` is shown at the form's `studentId`.
   */
  toBody?: (values: Values) => unknown;
  /**
   * The web's own (translated) message for any issue at a path, instead of the contract's
   * Japanese one: e.g. `{ date: t('parent.absent.errors.date') }` for "not chosen"; or a function
   * of the body's value at that path, answering undefined to keep the contract's message (e.g.
   * 入力してください for an empty e-mail, the contract's 正しい形式で… for a wrong one).
   */
  messages?: Partial<Record<string, string | ((value: unknown) => string | undefined)>>;
  rules?: never;
}

/**
 * Checking with Mantine's rules, or not at all (a form of switches): only for forms without a
 * request schema, and on the pupil's first-download pages, which must not load zod (decision 015).
 */
export interface RulesCheck<Values> {
  /** Mantine's per-field rules, or one function from the values to the errors by path. */
  rules?: FormValidateInput<Values>;
  schema?: never;
  toBody?: never;
  messages?: never;
}

/** Options of `useContractForm`: the form's values and how they are checked. */
export type ContractFormInput<Values, Output> = BaseInput<Values> & (SchemaCheck<Values, Output> | RulesCheck<Values>);

type Checked<Output> = { ok: true; output: Output } | { ok: false; errors: Record<string, string> };

/** The value at a dotted path of a body (`notificationEmails.2`), or undefined. */
function valueAt(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), body);
}

/** Runs the schema on the body of `values`: its output, or the first message per field path. */
function check<Values, Output>(rule: SchemaCheck<Values, Output>, values: Values): Checked<Output> {
  const body = rule.toBody ? rule.toBody(values) : values;
  const result = rule.schema['~standard'].validate(body);
  if (result instanceof Promise) throw new TypeError('useContractForm: the schema must be synchronous');
  if (!result.issues) return { ok: true, output: result.value };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
    const own = rule.messages?.[path];
    errors[path] ??= (typeof own === 'function' ? own(valueAt(body, path)) : own) ?? issue.message;
  }
  return { ok: false, errors };
}

/**
 * The one way to hold a form's state (decision 049): Mantine's `useForm` (controlled), checked
 * against a contract schema (or, on pupils' first-download pages, rules), with errors shown at a
 * field after it was left and on submit, cleared as the field changes, and the server's
 * `fieldErrors` merged in. Typical use:
 *
 * ```tsx
 * const form = useContractForm({ schema: memoBodySchema, initialValues: { content: '' } });
 * <form onSubmit={form.onSubmit((body) => save.mutate(body, { onError: form.setServerErrors }))} noValidate>
 *   <Textarea {...form.getInputProps('content')} />
 *   <ErrorAlert messages={form.serverErrors} />
 * ```
 *
 * `form.isDirty()` feeds `<UnsavedChangesGuard when={…} />` (spec §8) or a settings page's edit
 * session (`useReportDirty`); `form.setInitialValues(saved)` + `form.reset()` after a save.
 */
export function useContractForm<Values extends Record<string, unknown>, Output = Values>(
  input: ContractFormInput<Values, Output>,
): ContractForm<Values, Output> {
  const { schema, toBody, messages, rules, ...rest } = input;
  const rule: SchemaCheck<Values, Output> | null = schema ? { schema, toBody, messages } : null;
  const form = useForm<Values, Output>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...rest,
    ...(rule
      ? {
          validate: (values: Values) => {
            const checked = check(rule, values);
            return checked.ok ? {} : checked.errors;
          },
          transformValues: (values: Values) => {
            // Mantine transforms only values that passed `validate`.
            const checked = check(rule, values);
            if (!checked.ok) throw new TypeError('useContractForm: values failed the schema after validation');
            return checked.output;
          },
        }
      : { validate: rules ?? {}, transformValues: (values: Values) => values as unknown as Output }),
  } as UseFormInput<Values, Output>);
  const [serverErrors, setServerErrorList] = useState<string[]>([]);
  const { setErrors, getValues } = form;

  const setServerErrors = useCallback(
    (error: unknown) => {
      const split = splitServerErrors(error, (path) => hasPath(getValues(), path), i18n.t('common.error.generic'));
      if (Object.keys(split.fields).length) setErrors((current) => ({ ...current, ...split.fields }));
      setServerErrorList(split.messages);
    },
    [getValues, setErrors],
  );
  const clearServerErrors = useCallback(() => setServerErrorList([]), []);

  // A new submit starts without the last attempt's messages. A handler that returns a promise
  // (a mutation's mutateAsync) holds the form until it settles: a second submit meanwhile (a double
  // tap, before the pending state has rendered) is dropped. Its rejection is the mutation's error,
  // shown by the form, so it is not rethrown.
  const inFlight = useRef(false);
  const onSubmit: typeof form.onSubmit = (handler, onInvalid) =>
    form.onSubmit((values, event) => {
      if (inFlight.current) return;
      setServerErrorList([]);
      const result = handler(values, event);
      if (!(result instanceof Promise)) return;
      inFlight.current = true;
      return result.catch(() => undefined).finally(() => (inFlight.current = false));
    }, onInvalid);

  const { setInitialValues, setValues, clearErrors } = form;
  const resetTo = useCallback(
    (values: Values) => {
      setInitialValues(values);
      setValues(values);
      clearErrors();
      setServerErrorList([]);
    },
    [setInitialValues, setValues, clearErrors],
  );

  return { ...form, onSubmit, serverErrors, setServerErrors, clearServerErrors, resetTo };
}
