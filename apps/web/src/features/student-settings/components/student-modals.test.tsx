import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RevokeSignInCardModal } from './student-confirm-modals.tsx';
import { StudentEditModal } from './student-edit-modal.tsx';
import { StudentMoveModal } from './student-move-modal.tsx';

const student = {
  id: 7,
  name: '南 太郎',
  nameKana: 'みなみ たろう',
  email: null,
  enrollmentId: 70,
  gradeId: 1,
  gradeName: '1年',
  klassId: 11,
  klassName: '1組',
  studentNumber: 2,
  signInStopped: false,
  passwordSet: true,
} satisfies StudentAccount;

describe('StudentEditModal (PATCH students/{id})', () => {
  it('checks the e-mail by the contract, clears an emptied reading, and saves', async () => {
    const api = fakeApi({ 'PATCH /api/teachers/students/7': { body: { data: student } } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<StudentEditModal student={student} onClose={onClose} />);
    const email = screen.getByRole('textbox', { name: /メールアドレス/ });
    await user.type(email, 's1-1-02@');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(email).toHaveAccessibleDescription('正しい形式で入力してください');
    expect(api.requests).toHaveLength(0);
    await user.type(email, 'minami-es.example.jp');
    await user.clear(screen.getByRole('textbox', { name: 'ふりがな' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests[0]!.body).toEqual({ name: '南 太郎', nameKana: null, email: 's1-1-02@minami-es.example.jp' });
  });
});

describe('StudentMoveModal (update_student)', () => {
  it('shows the server’s message at 出席番号 when the number is taken', async () => {
    fakeApi({
      'POST /api/teachers/year_grade_klass_users/70/update_student': {
        status: 422,
        body: { errors: ['移動できません'], fieldErrors: { studentNumber: ['この出席番号はすでに使われています'] } },
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <StudentMoveModal
        student={student}
        klasses={[
          { id: 11, name: '1組' },
          { id: 12, name: '2組' },
        ]}
        onClose={onClose}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '移動先のクラス' }), '2組');
    await user.click(screen.getByRole('button', { name: '移動' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /出席番号/ })).toHaveAccessibleDescription('この出席番号はすでに使われています'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('RevokeSignInCardModal (POST students/{id}/revoke_sign_in_card, decision 062)', () => {
  it('says the password stays, revokes on 無効にする and closes', async () => {
    const api = fakeApi({ 'POST /api/teachers/students/7/revoke_sign_in_card': { body: { data: student } } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<RevokeSignInCardModal student={student} onClose={onClose} />);
    expect(screen.getByText(/南 太郎さんのログインカードのQRコードでは、ログインできなくなります。パスワードはそのままです。/)).toBeVisible();
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '無効にする' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent('POST /api/teachers/students/7/revoke_sign_in_card')).toHaveLength(1);
  });
});
