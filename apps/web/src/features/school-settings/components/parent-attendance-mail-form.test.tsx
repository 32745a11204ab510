import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ParentAttendanceMailForm } from './parent-attendance-mail-form.tsx';

const SAVE = 'POST /api/teachers/parent_attendance_settings/config_update';
const TEST = 'POST /api/teachers/parent_attendance_settings/test_send_mail';
const row = (n: number) => screen.getByRole('textbox', { name: `通知先メールアドレス ${n}` });

function renderForm(notificationEmails: string[] = []) {
  return renderWithProviders(<ParentAttendanceMailForm value={{ notificationEnabled: true, notificationEmails }} readOnly={false} />);
}

describe('ParentAttendanceMailForm (spec §5 e-mail lists)', () => {
  it('appends a blank row while typing in the last one; every row but the last can be deleted', async () => {
    fakeApi({});
    const { user } = renderForm(['office@example.jp']);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await user.type(row(2), 'nurse@example.jp');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(row(3)).toHaveValue('');
    expect(screen.queryByRole('button', { name: '3件目のメールアドレスを削除' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1件目のメールアドレスを削除' }));
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['nurse@example.jp', '']);
  });

  it('marks a wrong address 正しい形式で入力してください when left, and sends neither save nor test mail', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.type(row(1), 'office@');
    await user.tab();
    expect(row(1)).toHaveAccessibleDescription('正しい形式で入力してください');
    await user.click(screen.getByRole('button', { name: 'テストメールを送信' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(api.requests).toHaveLength(0);
  });

  it('asks for an address before a test mail, then sends the valid list', async () => {
    const api = fakeApi({ [TEST]: { body: { data: { queued: 1 } } } });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'テストメールを送信' }));
    expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスを入力してください');
    await user.type(row(1), 'office@example.jp');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'テストメールを送信' }));
    expect(await screen.findByText('テストメールを送信しました（1件）。')).toBeInTheDocument();
    expect(api.sent(TEST)[0]!.body).toEqual({ notificationEmails: ['office@example.jp', ''] });
  });

  it('saves only a change, and is clean again with what the server stored', async () => {
    const api = fakeApi({ [SAVE]: { body: { data: { notificationEnabled: false, notificationEmails: ['office@example.jp'] } } } });
    const { user } = renderForm(['office@example.jp']);
    expect(screen.getByRole('button', { name: '保存する' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '欠席連絡をメールで知らせる' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.sent(SAVE)[0]!.body).toEqual({ notificationEnabled: false, notificationEmails: ['office@example.jp', ''] });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '保存する' })).toBeDisabled());
  });
});
