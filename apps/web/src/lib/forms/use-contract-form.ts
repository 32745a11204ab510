import { schemaResolver, useForm, type FormRulesRecord, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useCallback, useState } from 'react';
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
}

/** A Mantine form on a contract schema, with the server's errors merged in. */
export type ContractForm<Values, Output = Values> = UseFormReturnType<Values, (values: Values) => Output> & ContractFormExtras;

type BaseInput<Values> = Omit<UseFormInput<Values>, 'validate' | 'transformValues' | 'mode'> & { initialValues: Values };

/**
 * Options of `useContractForm`: the form's values and, to check them, EITHER
 * - `schema`: the contracts' zod schema of the request body (any Standard Schema): the same rule
 *   the API applies, so web and API agree; its messages (Japanese, spec §5) show at the fields,
 *   and `onSubmit` hands over the schema's OUTPUT (trimmed, defaulted, transformed), ready to send;
 * - or `rules`: Mantine's per-field rules, only for the pupil's first-download pages, which must
 *   not load zod (decision 015: 25 KB gzip); `onSubmit` then hands over the values.
 */
export type ContractFormInput<Values, Output> =
  (BaseInput<Values> & { schema: StandardSchemaV1<Values, Output>; rules?: never }) | (BaseInput<Values> & { rules: FormRulesRecord<Values>; schema?: never });

function outputOf<Values, Output>(schema: StandardSchemaV1<Values, Output>, values: Values): Output {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new TypeError('useContractForm: the schema must be synchronous');
  // Only called after validation passed (Mantine runs transformValues on valid values).
  if (result.issues) throw new TypeError('useContractForm: values failed the schema after validation');
  return result.value;
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
  const { schema, rules, ...rest } = input;
  const form = useForm<Values, (values: Values) => Output>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...rest,
    ...(schema
      ? { validate: schemaResolver(schema, { sync: true }), transformValues: (values: Values) => outputOf(schema, values) }
      : { validate: rules as FormRulesRecord<Values>, transformValues: (values: Values) => values as unknown as Output }),
  } as UseFormInput<Values, (values: Values) => Output>);
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

  // A new submit starts without the last attempt's messages.
  const onSubmit: typeof form.onSubmit = (handler, onInvalid) =>
    form.onSubmit((values, event) => {
      setServerErrorList([]);
      return handler(values, event);
    }, onInvalid);

  return { ...form, onSubmit, serverErrors, setServerErrors, clearServerErrors };
}
