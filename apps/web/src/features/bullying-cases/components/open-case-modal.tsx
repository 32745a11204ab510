import { Button, Checkbox, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
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

/** A pupil who can be named as involved: id and how the list shows them (学年 組 番 名前). */
export interface InvolvedPupilOption {
  id: number;
  label: string;
}

/** Where the case comes from: a bullying sheet (its id) or a teacher's observation. */
export interface CaseSource {
  studentId: number;
  questionnaireAnswerId?: number;
}

/**
 * 「事案として記録」 (issue 26 item 1): opens a bullying case (認知) for the pupil of `source`, with
 * 認知日 (today by default), 態様 (MEXT's categories, several), 発見のきっかけ (MEXT's list; アンケート
 * for a sheet, 学級担任が発見 otherwise) and the other pupils involved (関係児童生徒, searchable by name,
 * class or 出席番号 among the pupils the teacher may see), checked by the API's contract; then goes
 * to the new case.
 */
export function OpenCaseModal({ source, pupils, onClose }: { source: CaseSource; pupils: InvolvedPupilOption[] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const { school_code: schoolCode = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateCase();
  const fromSheet = source.questionnaireAnswerId !== undefined;
  const form = useContractForm({
    schema: createCaseBodySchema,
    toBody: ({ others, ...v }: { recognizedOn: string; forms: string[]; discovery: string; summary: string; others: string[] }) => ({
      studentId: source.studentId,
      origin: fromSheet ? 'bullying_alert' : 'teacher_observation',
      ...(fromSheet ? { questionnaireAnswerId: source.questionnaireAnswerId } : {}),
      otherStudentIds: others.map(Number),
      ...v,
    }),
    initialValues: {
      recognizedOn: japanDateKey(),
      forms: [] as string[],
      discovery: fromSheet ? 'school_survey' : 'homeroom_teacher',
      summary: '',
      others: [] as string[],
    },
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
      <MultiSelect
        label={t(`${k}.others`)}
        description={t(`${k}.othersHint`)}
        searchable
        maxValues={50}
        // The search field keeps a touch target beside the chosen pupils (WCAG 2.5.8, axe target-size).
        styles={{ inputField: { minWidth: 140, minHeight: 28 } }}
        nothingFoundMessage={t(`${k}.othersNone`)}
        disabled={!pupils}
        data={(pupils ?? []).filter((p) => p.id !== source.studentId).map((p) => ({ value: String(p.id), label: p.label }))}
        {...form.getInputProps('others')}
        error={form.errors.others ?? form.errors.otherStudentIds}
      />
      <Textarea label={t(`${k}.summary`)} autosize minRows={2} {...form.getInputProps('summary')} />
    </FormModal>
  );
}

/** 「事案として記録」: the button that opens OpenCaseModal for `source`; `pupils`: whom the teacher may name as involved. */
export function OpenCaseButton({ source, pupils }: { source: CaseSource; pupils: InvolvedPupilOption[] | undefined }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpened(true)}>
        {t('bullyingCases.openButton')}
      </Button>
      {opened ? <OpenCaseModal source={source} pupils={pupils} onClose={() => setOpened(false)} /> : null}
    </>
  );
}
