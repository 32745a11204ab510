import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherLoginForm } from './teacher-login-form.tsx';

const SIGN_IN = 'POST /api/teachers/sign_in';
const CREDENTIALS = { 'access-token': 'token-t', client: 'client-t', uid: 't1-1@minami-es.example.jp', schoolCode: 'minami-es' };

describe('TeacherLoginForm (spec §2 login, §8 invalid e-mail)', () => {
  it('asks for the e-mail, then checks its form (正しい形式で入力してください), and for the password', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<TeacherLoginForm schoolCode="minami-es" onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toHaveAccessibleDescription('メールアドレスを入力してください');
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toHaveFocus();
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください');
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 't1-1@minami');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toHaveAccessibleDescription('正しい形式で入力してください');
    expect(api.requests).toHaveLength(0);
  });

  it('signs in with the school code of the URL and stores the session', async () => {
    const api = fakeApi({ [SIGN_IN]: { body: { data: { uid: CREDENTIALS.uid, schoolCode: 'minami-es' } }, headers: CREDENTIALS } });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<TeacherLoginForm schoolCode="minami-es" onSignedIn={onSignedIn} />);
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), ' t1-1@minami-es.example.jp ');
    await user.type(screen.getByLabelText('パスワード'), 'sukoyaka-teacher');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.sent(SIGN_IN)[0]!.body).toEqual({
      schoolCode: 'minami-es',
      email: 't1-1@minami-es.example.jp',
      password: 'sukoyaka-teacher',
      isPersistentLogin: false,
    });
    expect(JSON.stringify({ ...window.sessionStorage })).toContain('token-t');
  });

  it('goes on to the code step when the account uses two-step verification', async () => {
    fakeApi({ [SIGN_IN]: { body: { data: { mfaRequired: true, challenge: 'c-1' } } } });
    const { user } = renderWithProviders(<TeacherLoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'admin@minami-es.example.jp');
    await user.type(screen.getByLabelText('パスワード'), 'sukoyaka-teacher');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('textbox', { name: /確認コード/ })).toBeInTheDocument();
  });
});
