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

  it('under a required policy the password alone shows no setup key: it says a link was mailed (decision 059)', async () => {
    fakeApi({ [SIGN_IN]: { body: { data: { mfaRequired: true, enrolmentMailed: true } } } });
    const { user } = renderWithProviders(<TeacherLoginForm schoolCode="minami-es" onSignedIn={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'admin@minami-es.example.jp');
    await user.type(screen.getByLabelText('パスワード'), 'sukoyaka-teacher');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('二段階認証の設定用リンクを送りました')).toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'パスワードの入力に戻る' }));
    expect(screen.getByLabelText('パスワード')).toHaveValue('');
  });

  it('opens the mailed link once: the setup key and the code step, and the token leaves the address', async () => {
    const api = fakeApi({
      'POST /api/teachers/sign_in/mfa/enrolment': {
        body: { data: { mfaRequired: true, challenge: 'c-2', setup: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } } },
      },
    });
    const { router } = renderWithProviders(<TeacherLoginForm schoolCode="minami-es" onSignedIn={vi.fn()} />, {
      route: '/minami-es/teacher/login?mfa_enrolment=link-token',
    });
    expect(await screen.findByRole('heading', { name: '二段階認証の設定が必要です' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW');
    expect(api.sent('POST /api/teachers/sign_in/mfa/enrolment')).toEqual([expect.objectContaining({ body: { token: 'link-token' } })]);
    expect(router.state.location.search).toBe('');
  });

  it('names the reason when the link no longer works', async () => {
    const expired = 'このリンクは無効か、有効期限が切れています。もう一度ログインすると新しいリンクをお送りします。';
    fakeApi({ 'POST /api/teachers/sign_in/mfa/enrolment': { status: 401, body: { errors: [expired] } } });
    renderWithProviders(<TeacherLoginForm schoolCode="minami-es" onSignedIn={vi.fn()} />, { route: '/minami-es/teacher/login?mfa_enrolment=used' });
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBeInTheDocument();
  });
});
