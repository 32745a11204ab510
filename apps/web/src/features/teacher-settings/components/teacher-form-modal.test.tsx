import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherFormModal } from './teacher-form-modal.tsx';

const CREATE = 'POST /api/teachers/settings';
const account = { id: 5, name: '佐藤 一郎', email: 'sato@minami-es.example.jp', admin: false, signInStopped: false, confirmed: false, klasses: [] };

describe('TeacherFormModal (settings/teacher; the contract of POST settings)', () => {
  it('asks for the name and a well-formed e-mail before adding, then adds and closes', async () => {
    const api = fakeApi({ [CREATE]: { status: 201, body: { data: account } } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TeacherFormModal teacher={null} klasses={[]} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /メールアドレス/ }), 'sato@');
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(screen.getByRole('textbox', { name: /氏名/ })).toHaveAccessibleDescription('氏名を入力してください');
    expect(screen.getByRole('textbox', { name: /メールアドレス/ })).toHaveAccessibleDescription('正しい形式で入力してください');
    expect(api.requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /氏名/ }), '佐藤 一郎');
    await user.type(screen.getByRole('textbox', { name: /メールアドレス/ }), 'minami-es.example.jp');
    await user.click(screen.getByRole('checkbox', { name: '管理者にする' }));
    await user.click(screen.getByRole('button', { name: '追加する' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent(CREATE)[0]!.body).toEqual({ name: '佐藤 一郎', email: 'sato@minami-es.example.jp', admin: true });
    expect(await screen.findByText('先生を追加しました。sato@minami-es.example.jpに登録メールを送りました。')).toBeInTheDocument();
  });

  it('shows the server’s refusal at its field and stays open', async () => {
    fakeApi({
      [CREATE]: { status: 409, body: { errors: ['入力内容に誤りがあります。'], fieldErrors: { email: ['このメールアドレスはすでに使われています'] } } },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TeacherFormModal teacher={null} klasses={[]} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /氏名/ }), '佐藤 一郎');
    await user.type(screen.getByRole('textbox', { name: /メールアドレス/ }), 'sato@minami-es.example.jp');
    await user.click(screen.getByRole('button', { name: '追加する' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: /メールアドレス/ })).toHaveAccessibleDescription('このメールアドレスはすでに使われています'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
