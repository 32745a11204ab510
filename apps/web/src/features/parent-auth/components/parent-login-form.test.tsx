import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ParentLoginForm } from './parent-login-form.tsx';

describe('ParentLoginForm (spec §2 Parent login)', () => {
  it('asks for the login id and password in the parent’s words, then signs in once', async () => {
    const api = fakeApi({
      // The answer takes a moment, as on a phone: the second tap comes while the first is on its way.
      'POST /api/parents/sign_in': async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { body: { data: {} }, headers: { 'access-token': 'token-p', client: 'c', uid: 'minami-es-p0001', schoolCode: 'minami-es' } };
      },
    });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<ParentLoginForm schoolCode="minami-es" onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('textbox', { name: 'ログインID' })).toHaveAccessibleDescription(/ログインIDを入力してください/);
    expect(screen.getByRole('textbox', { name: 'ログインID' })).toHaveFocus();
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください');

    await user.type(screen.getByRole('textbox', { name: 'ログインID' }), ' minami-es-p0001 ');
    await user.type(screen.getByLabelText('パスワード'), 'sukoyaka-parent');
    await user.dblClick(screen.getByRole('button', { name: 'ログイン' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toEqual({ schoolCode: 'minami-es', loginId: 'minami-es-p0001', password: 'sukoyaka-parent', isPersistentLogin: false });
  });
});
