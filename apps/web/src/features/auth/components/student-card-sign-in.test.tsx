import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentCardSignIn } from './student-card-sign-in.tsx';

const CARD_SIGN_IN = 'POST /api/students/card_sign_in';
const CARD = 'SKC1.42.abcdefghijklmnopqrstuvwxyz0';
const CREDENTIALS = { 'access-token': 'token-card', client: 'client-1', uid: 'student-42', schoolCode: 'minami-es' };

function renderCard(onSignedIn = vi.fn()) {
  return { ...renderWithProviders(<StudentCardSignIn schoolCode="minami-es" onSignedIn={onSignedIn} />), onSignedIn };
}

describe('StudentCardSignIn (issue 27, decision 062)', () => {
  it('signs in with the text a USB/QR reader types and ends with Enter, and stores the session', async () => {
    const api = fakeApi({ [CARD_SIGN_IN]: { body: { data: {} }, headers: CREDENTIALS } });
    const { user, onSignedIn } = renderCard();
    await user.type(screen.getByRole('textbox', { name: 'QRコードリーダーで よみとる' }), `${CARD}{Enter}`);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.sent(CARD_SIGN_IN)[0]!.body).toEqual({ schoolCode: 'minami-es', card: CARD });
    expect(screen.getByRole('textbox', { name: 'QRコードリーダーで よみとる' })).toHaveValue('');
    expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).toContain('token-card');
  });

  it("shows the server's wrong-credentials message for a revoked card", async () => {
    fakeApi({ [CARD_SIGN_IN]: { status: 401, body: { errors: ['ログイン情報が正しくありません。'] } } });
    const { user, onSignedIn } = renderCard();
    await user.type(screen.getByRole('textbox', { name: 'QRコードリーダーで よみとる' }), `${CARD}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('ログイン情報が正しくありません。');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so when the tablet has no camera, and the reader field stays usable', async () => {
    const api = fakeApi({});
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'QRコードでログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('カメラが つかえません。');
    await user.click(screen.getByRole('button', { name: 'カメラを とじる' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'QRコードリーダーで よみとる' })).toBeEnabled();
    expect(api.requests).toHaveLength(0);
  });
});
