import { Button, TextInput } from '@mantine/core';
import { parentAttendanceSettingsBodySchema } from '@sukoyaka/contracts/mail-settings';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from './error-alert.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';

/** A form on the contract of POST parent_attendance_settings/config_update: two address rows. */
function MailForm({ onSend, answer }: { onSend: (body: unknown) => void; answer?: ApiError }) {
  const form = useContractForm({
    schema: parentAttendanceSettingsBodySchema,
    initialValues: { notificationEnabled: true, notificationEmails: ['', ''] },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        onSend(body);
        if (answer) form.setServerErrors(answer);
      })}
    >
      <TextInput label="1件目" {...form.getInputProps('notificationEmails.0')} />
      <TextInput label="2件目" {...form.getInputProps('notificationEmails.1')} />
      <ErrorAlert messages={form.serverErrors} />
      <Button type="submit">保存する</Button>
    </form>
  );
}

describe('useContractForm (decision 049)', () => {
  it("shows the contract's own message at the field and sends nothing while it is wrong", async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(<MailForm onSend={onSend} />);
    await user.type(screen.getByLabelText('2件目'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByLabelText('2件目')).toHaveAccessibleDescription('正しい形式で入力してください');
    expect(screen.getByLabelText('1件目')).toBeValid();
    expect(onSend).not.toHaveBeenCalled();

    // The error goes as the field changes; a valid list is sent as the contract's output.
    await user.clear(screen.getByLabelText('2件目'));
    await user.type(screen.getByLabelText('2件目'), ' Office@Example.jp ');
    expect(screen.getByLabelText('2件目')).toBeValid();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(onSend).toHaveBeenCalledWith({ notificationEnabled: true, notificationEmails: ['office@example.jp'] });
  });

  it("puts the server's field errors on their fields and the rest in the form's alert", async () => {
    const answer = new ApiError(400, ['入力内容に誤りがあります。'], {
      'notificationEmails.0': ['このアドレスには送れません'],
      somethingElse: ['ほかの項目の誤り'],
    });
    const { user } = renderWithProviders(<MailForm onSend={() => undefined} answer={answer} />);
    await user.type(screen.getByLabelText('1件目'), 'office@example.jp');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByLabelText('1件目')).toHaveAccessibleDescription('このアドレスには送れません');
    expect(screen.getByRole('alert')).toHaveTextContent('ほかの項目の誤り');
    expect(screen.getByRole('alert')).not.toHaveTextContent('入力内容に誤りがあります。');
  });

  it('shows the envelope line when no field error names a field of the form', async () => {
    const answer = new ApiError(409, ['すでに登録されています']);
    const { user } = renderWithProviders(<MailForm onSend={() => undefined} answer={answer} />);
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('すでに登録されています');
  });
});
