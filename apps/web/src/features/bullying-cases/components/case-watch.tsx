import { Alert, Button, List, Paper, Select, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CLAIMANT_CODES, CLAIMANTS, seriousClaimBodySchema, type CaseDetail } from '@sukoyaka/contracts/bullying-cases';
import { formatDate, japanDateKey } from '@sukoyaka/contracts/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useSeriousClaim } from '../hooks/use-bullying-cases.ts';

function ClaimModal({ c, onClose }: { c: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const claim = useSeriousClaim(c.id);
  const form = useContractForm({ schema: seriousClaimBodySchema, initialValues: { claimedOn: japanDateKey(), claimant: 'pupil', note: '' } });
  const onSubmit = form.onSubmit((body) =>
    claim.mutateAsync(body, {
      onSuccess: () => {
        showDone(t(`${k}.claimRecorded`));
        onClose();
      },
      onError: form.setServerErrors,
    }),
  );
  return (
    <FormModal
      title={t(`${k}.claimTitle`)}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={form.serverErrors}
      pending={claim.isPending}
      submitLabel={t(`${k}.claimSubmit`)}
      cancelLabel={t(`${k}.cancel`)}
    >
      <TextInput type="date" label={t(`${k}.claimedOn`)} required {...form.getInputProps('claimedOn')} />
      <Select
        label={t(`${k}.claimant`)}
        required
        allowDeselect={false}
        data={CLAIMANT_CODES.map((code) => ({ value: code, label: CLAIMANTS[code] }))}
        {...form.getInputProps('claimant')}
      />
      <Textarea label={t(`${k}.claimNote`)} autosize minRows={2} {...form.getInputProps('note')} />
    </FormModal>
  );
}

/**
 * 重大事態の確認 of a case (issue 26 item 3, decision 061): the affected pupil's 欠席 days since 認知
 * (from the register), each warning reached (15, 20, 30 days) with the day it fired, the candidate
 * notice (a claim or 30 days), and 「重大な被害の申立てを記録」 (once; not in `readOnly`).
 */
export function CaseWatch({ c, readOnly }: { c: CaseDetail; readOnly: boolean }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const [claiming, setClaiming] = useState(false);
  const w = c.watch;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-watch-title">
      <Title order={2} fz="lg" id="case-watch-title" mb="xs">
        {t(`${k}.watchTitle`)}
      </Title>
      {w.candidate && w.candidateSince ? (
        <Alert color="red" variant="light" mb="sm" role="status">
          <Text c="dark.9" fw={700}>
            {t(`${k}.candidate`, { date: formatDate(w.candidateSince) })}
          </Text>
        </Alert>
      ) : null}
      <Text>
        {t(`${k}.absenceDays`)}: <strong>{t(`${k}.absenceValue`, { count: w.absenceDays })}</strong>
      </Text>
      {w.warnings.length ? (
        <List size="sm" mt={4}>
          {w.warnings.map((x) => (
            <List.Item key={x.days}>{t(`${k}.warningFired`, { days: x.days, date: formatDate(x.firedOn) })}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t(`${k}.noWarning`)}</Text>
      )}
      {w.claim ? (
        <Text mt="xs" fw={700}>
          {t(`${k}.claimShown`, { date: formatDate(w.claim.claimedOn), claimant: CLAIMANTS[w.claim.claimant] })}
          {w.claim.note ? `：${w.claim.note}` : ''}
        </Text>
      ) : readOnly ? null : (
        <Button mt="sm" variant="outline" color="red" onClick={() => setClaiming(true)}>
          {t(`${k}.claimButton`)}
        </Button>
      )}
      {claiming ? <ClaimModal c={c} onClose={() => setClaiming(false)} /> : null}
    </Paper>
  );
}
