import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentLoginForm } from './student-login-form.tsx';

const SIGN_IN = 'POST /api/students/sign_in';
const GRADES = [
  {
    id: 1,
    name: '1年',
    klasses: [
      { id: 11, name: '1組' },
      { id: 12, name: '2組' },
    ],
  },
  { id: 6, name: '6年', klasses: [{ id: 61, name: '1組' }] },
];
const CREDENTIALS = { 'access-token': 'token-1', client: 'client-1', uid: 'uid-1', schoolCode: 'minami-es' };

function renderForm(onSignedIn = vi.fn()) {
  const rendered = renderWithProviders(<StudentLoginForm schoolCode="minami-es" grades={GRADES} onSignedIn={onSignedIn} />);
  return { ...rendered, onSignedIn };
}

describe('StudentLoginForm (spec §3 login fields, §5 student login messages)', () => {
  it('names each missing field with the §5 message, focuses the first, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('combobox', { name: '学年' })).toHaveAccessibleDescription('学年と組を選択してください');
    expect(screen.getByRole('combobox', { name: '学年' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '出席番号' })).toHaveAccessibleDescription(/出席番号を入力してください/);
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください');
    expect(screen.getByRole('combobox', { name: '組' })).toBeDisabled();
    expect(api.requests).toHaveLength(0);
  });

  it('chooses the only class of a grade, reads full-width digits, and keeps the session with ログインしたままにする', async () => {
    const api = fakeApi({ [SIGN_IN]: { body: { data: {} }, headers: CREDENTIALS } });
    const { user, onSignedIn } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: '学年' }), '6年');
    expect(screen.getByRole('combobox', { name: '組' })).toHaveValue('61');
    await user.type(screen.getByRole('textbox', { name: '出席番号' }), '１２');
    await user.type(screen.getByLabelText('パスワード'), 'sukoyaka-student');
    await user.click(screen.getByRole('checkbox', { name: 'ログインしたままにする' }));
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.sent(SIGN_IN)[0]!.body).toEqual({
      schoolCode: 'minami-es',
      gradeId: 6,
      klassId: 61,
      studentNumber: 12,
      password: 'sukoyaka-student',
      isPersistentLogin: true,
    });
    expect(JSON.stringify({ ...window.localStorage })).toContain('token-1');
  });

  it('shows the server’s refusal as sent', async () => {
    fakeApi({ [SIGN_IN]: { status: 401, body: { errors: ['出席番号またはパスワードが違います。'] } } });
    const { user, onSignedIn } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: '学年' }), '1年');
    await user.selectOptions(screen.getByRole('combobox', { name: '組' }), '2組');
    await user.type(screen.getByRole('textbox', { name: '出席番号' }), '3');
    await user.type(screen.getByLabelText('パスワード'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('出席番号またはパスワードが違います。');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
