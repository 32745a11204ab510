import { Button, Checkbox, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { BULLYING_DISCOVERIES, BULLYING_DISCOVERY_CODES, BULLYING_FORM_CODES, BULLYING_FORMS, createCaseBodySchema } from '@sukoyaka/contracts/bullying-cases';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateCase } from '../hooks/use-bullying-cases.ts';

/** Where the case comes from: a bullying sheet (its id) or a teacher's observation. */
export interface CaseSource {
  studentId: number;
  questionnaireAnswerId?: number;
}

/**
 * 「事案として記録」 (issue 26 item 1): opens a bullying case (認知) for the pupil of `source`, with
 * 認知日 (today by default), 態様 (MEXT's categories, several) and 発見のきっかけ (MEXT's list; アンケート
 * for a sheet, 学級担任が発見 otherwise), checked by the API's contract; then goes to the new case.
 */
export function OpenCaseModal({ source, onClose }: { source: CaseSource; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const { school_code: schoolCode = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateCase();
  const fromSheet = source.questionnaireAnswerId !== undefined;
  const form = useContractForm({
    schema: createCaseBodySchema,
    toBody: (v: { recognizedOn: string; forms: string[]; discovery: string; summary: string }) => ({
      studentId: source.studentId,
      origin: fromSheet ? 'bullying_alert' : 'teacher_observation',
      ...(fromSheet ? { questionnaireAnswerId: source.questionnaireAnswerId } : {}),
      ...v,
    }),
    initialValues: { recognizedOn: japanDateKey(), forms: [] as string[], discovery: fromSheet ? 'school_survey' : 'homeroom_teacher', summary: '' },
  });
  const onSubmit = form.onSubmit((body) =>
    create.mutateAsync(body, {
      onSuccess: (c) => {
        showDone(t(`${k}.opened`));
        onClose();
        void navigate(paths.teacher(schoolCode, `bullying-cases/${c.id}`));
      },
      onError: form.setServerErrors,
    }),
  );
  return (
    <FormModal
      title={t(`${k}.openTitle`)}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={form.serverErrors}
      pending={create.isPending}
      submitLabel={t(`${k}.submitOpen`)}
      cancelLabel={t(`${k}.cancel`)}
    >
      <TextInput type="date" label={t(`${k}.recognizedOn`)} required {...form.getInputProps('recognizedOn')} />
      <Checkbox.Group label={t(`${k}.formsLabel`)} required {...form.getInputProps('forms')}>
        <Stack gap={6} mt={6}>
          {BULLYING_FORM_CODES.map((code) => (
            <Checkbox key={code} value={code} label={BULLYING_FORMS[code]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label={t(`${k}.discovery`)}
        required
        allowDeselect={false}
        data={BULLYING_DISCOVERY_CODES.map((code) => ({ value: code, label: BULLYING_DISCOVERIES[code].label }))}
        {...form.getInputProps('discovery')}
      />
      <Textarea label={t(`${k}.summary`)} autosize minRows={2} {...form.getInputProps('summary')} />
    </FormModal>
  );
}

/** 「事案として記録」: the button that opens OpenCaseModal for `source`. */
export function OpenCaseButton({ source }: { source: CaseSource }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpened(true)}>
        {t('bullyingCases.openButton')}
      </Button>
      {opened ? <OpenCaseModal source={source} onClose={() => setOpened(false)} /> : null}
    </>
  );
}
