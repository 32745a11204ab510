import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

const TOKEN = 'reset-token-0123456789abcdef';

describe('ForgotPasswordForm (spec §2 password/forget)', () => {
  it('checks the address, then shows the server’s neutral answer', async () => {
    const api = fakeApi({ 'POST /api/teachers/password': { body: { data: { message: '登録されていれば、メールを送りました。' } } } });
    const { user } = renderWithProviders(<ForgotPasswordForm schoolCode="minami-es" />);
    await user.click(screen.getByRole('button', { name: '再設定のメールを送る' }));
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toHaveAccessibleDescription('メールアドレスを入力してください');
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'someone@');
    await user.click(screen.getByRole('button', { name: '再設定のメールを送る' }));
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toHaveAccessibleDescription('正しい形式で入力してください');
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'minami-es.example.jp');
    await user.click(screen.getByRole('button', { name: '再設定のメールを送る' }));
    expect(await screen.findByRole('status')).toHaveTextContent('登録されていれば、メールを送りました。');
    expect(api.requests[0]!.body).toEqual({ email: 'someone@minami-es.example.jp', schoolCode: 'minami-es' });
  });
});

describe('NewPasswordForm (spec §2 password/reset)', () => {
  it('needs 8 characters and the same password twice, then sends it with the mailed token', async () => {
    const api = fakeApi({ 'PUT /api/teachers/password': { body: { data: { message: 'パスワードを変更しました。' } } } });
    const { user } = renderWithProviders(<NewPasswordForm purpose="reset" token={TOKEN} done={null} expiredHelp={<p>もう一度</p>} />);
    await user.type(screen.getByLabelText('新しいパスワード'), 'short');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(screen.getByLabelText('新しいパスワード')).toHaveAccessibleDescription('パスワードは8文字以上で入力してください');
    await user.type(screen.getByLabelText('新しいパスワード'), '-enough');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'short-enougX');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(screen.getByLabelText('新しいパスワード（確認）')).toHaveAccessibleDescription('パスワードが一致しません');
    expect(api.requests).toHaveLength(0);
    await user.clear(screen.getByLabelText('新しいパスワード（確認）'));
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'short-enough');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('パスワードを変更しました。')).toBeInTheDocument();
    expect(api.requests[0]!.body).toEqual({ reset_password_token: TOKEN, password: 'short-enough', password_confirmation: 'short-enough' });
  });

  it('offers to ask again when the server refuses the link (422)', async () => {
    fakeApi({ 'PUT /api/teachers/password': { status: 422, body: { errors: ['リンクの有効期限が切れています。'] } } });
    const { user } = renderWithProviders(<NewPasswordForm purpose="reset" token={TOKEN} done={null} expiredHelp={<p>もう一度申し込む</p>} />);
    await user.type(screen.getByLabelText('新しいパスワード'), 'long-enough');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('リンクの有効期限が切れています。');
    expect(screen.getByText('もう一度申し込む')).toBeInTheDocument();
  });
});
