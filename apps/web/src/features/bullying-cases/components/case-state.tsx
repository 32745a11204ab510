import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { addMonths, changeStateBodySchema, RESOLVE_AFTER_MONTHS, type CaseDetail } from '@sukoyaka/contracts/bullying-cases';
import { formatDate, japanDateKey } from '@sukoyaka/contracts/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone, showFailed } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useChangeCaseState } from '../hooks/use-bullying-cases.ts';

/**
 * 状態の変更 and 解消の記録 of an open case (issue 26 item 1): → 解消に向けた取組中 (from 対応中),
 * → 重大事態 (after a confirmation), and the 解消 form with both of MEXT's conditions — the day the
 * acts stopped (showing from when 解消 is possible) and the confirmation of no distress (date and
 * how). The API decides and answers its Japanese reason, shown above the button.
 */
export function CaseState({ c }: { c: CaseDetail }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const change = useChangeCaseState(c.id);
  const [askSerious, setAskSerious] = useState(false);
  const form = useContractForm({
    schema: changeStateBodySchema,
    toBody: (v: { actsStoppedOn: string; distressConfirmedOn: string; distressNote: string }) => ({
      state: 'resolved',
      ...(v.actsStoppedOn ? { actsStoppedOn: v.actsStoppedOn } : {}),
      ...(v.distressConfirmedOn ? { distressConfirmedOn: v.distressConfirmedOn } : {}),
      ...(v.distressNote.trim() ? { distressNote: v.distressNote } : {}),
    }),
    initialValues: { actsStoppedOn: c.actsStoppedOn ?? '', distressConfirmedOn: c.distressConfirmedOn ?? japanDateKey(), distressNote: c.distressNote ?? '' },
  });
  const stoppedOn = form.values.actsStoppedOn;
  const resolvableFrom = /^\d{4}-\d{2}-\d{2}$/.test(stoppedOn) ? addMonths(stoppedOn, RESOLVE_AFTER_MONTHS) : null;
  const to = (state: 'working_to_resolve' | 'serious') =>
    change.mutate({ state }, { onSuccess: () => showDone(t(`${k}.stateChanged`)), onError: (e) => showFailed(e), onSettled: () => setAskSerious(false) });
  const onResolve = form.onSubmit((body) => change.mutateAsync(body, { onSuccess: () => showDone(t(`${k}.resolved`)), onError: form.setServerErrors }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-state-title">
      <Title order={2} fz="lg" id="case-state-title" mb="xs">
        {t(`${k}.stateTitle`)}
      </Title>
      <Group gap="sm">
        {c.state === 'responding' ? (
          <Button variant="light" loading={change.isPending} onClick={() => to('working_to_resolve')}>
            {t(`${k}.toWorking`)}
          </Button>
        ) : null}
        <Button variant="outline" color="red" onClick={() => setAskSerious(true)}>
          {t(`${k}.toSerious`)}
        </Button>
      </Group>
      <ConfirmModal
        opened={askSerious}
        title={t(`${k}.toSerious`)}
        confirmLabel={t(`${k}.toSerious`)}
        cancelLabel={t(`${k}.cancel`)}
        onConfirm={() => to('serious')}
        onCancel={() => setAskSerious(false)}
        loading={change.isPending}
        danger
      >
        {t(`${k}.seriousConfirm`)}
      </ConfirmModal>
      <form onSubmit={onResolve} noValidate aria-labelledby="case-resolve-title">
        <Stack gap="xs" mt="lg">
          <Title order={3} fz="md" id="case-resolve-title">
            {t(`${k}.resolveTitle`)}
          </Title>
          <Text size="sm">{t(`${k}.resolveIntro`)}</Text>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t(`${k}.actsStoppedOn`)}
              w={220}
              description={resolvableFrom ? t(`${k}.resolvableFrom`, { date: formatDate(resolvableFrom) }) : undefined}
              {...form.getInputProps('actsStoppedOn')}
            />
            <TextInput type="date" label={t(`${k}.distressConfirmedOn`)} w={260} {...form.getInputProps('distressConfirmedOn')} />
          </Group>
          <Textarea label={t(`${k}.distressNote`)} autosize minRows={2} {...form.getInputProps('distressNote')} />
          <ErrorAlert messages={form.serverErrors} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t(`${k}.resolve`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
