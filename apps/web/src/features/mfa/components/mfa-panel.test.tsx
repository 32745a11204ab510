import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MfaAccountContext } from '../hooks/use-mfa.ts';
import { MfaPanel } from './mfa-panel.tsx';
import { MfaPolicySwitch } from './mfa-policy-switch.tsx';

const status = (enabled: boolean, required: boolean) => ({ body: { data: { enabled, required, recoveryCodesLeft: enabled ? 10 : 0 } } });

describe('MfaPanel and MfaPolicySwitch (decision 019)', () => {
  it("on the board's page: calls the board's MFA paths and says the board requires it", async () => {
    const api = fakeApi({
      'GET /api/local_governments/mfa': status(true, true),
      'GET /api/local_governments/mfa/policy': { body: { data: { required: true } } },
      'POST /api/local_governments/mfa/policy': { body: { data: { required: false } } },
    });
    const { user } = renderWithProviders(
      <MfaAccountContext.Provider value="local_government">
        <MfaPanel />
        <MfaPolicySwitch />
      </MfaAccountContext.Provider>,
    );
    expect(await screen.findByText('この教育委員会では担当者は二段階認証が必須のため、無効にできません。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '二段階認証を無効にする' })).toBeNull();
    const policy = await screen.findByRole('switch', { name: /教育委員会の担当者に二段階認証を必須にする/ });
    expect(policy).toBeChecked();
    await user.click(policy);
    expect(await screen.findByText('保存しました。')).toBeVisible();
    expect(api.sent('POST /api/local_governments/mfa/policy').map((r) => r.body)).toEqual([{ required: false }]);
    expect(api.requests.some((r) => r.path.startsWith('/api/teachers/'))).toBe(false);
  });

  it("on a teacher's page: the school's wording and the teacher's paths; a code must have 6 digits", async () => {
    const api = fakeApi({
      'GET /api/teachers/mfa': status(false, true),
      'POST /api/teachers/mfa/setup': {
        body: { data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
      },
    });
    const { user } = renderWithProviders(<MfaPanel />);
    expect(await screen.findByText(/この学校では管理者の先生は二段階認証が必須です。/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '二段階認証を設定する' }));
    await user.type(await screen.findByLabelText('確認コード'), '12');
    await user.click(screen.getByRole('button', { name: '有効にする' }));
    expect(await screen.findByText('6桁の確認コードを入力してください')).toBeVisible();
    expect(api.sent('POST /api/teachers/mfa/enable')).toEqual([]);
  });
});
