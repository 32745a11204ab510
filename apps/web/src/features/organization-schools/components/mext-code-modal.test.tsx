import type { BoardSchool } from '@sukoyaka/contracts/local-government';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MextCodeModal } from './mext-code-modal.tsx';

const school = { id: 4, code: 'nishi-sn', name: '港北市立にし特別支援学校', mextSchoolCode: null } as unknown as BoardSchool;
const saved = { id: 4, code: 'nishi-sn', name: '港北市立にし特別支援学校', mextSchoolCode: 'E114210000016' };

describe('MextCodeModal (POST local_governments/schools/{id}/mext_school_code)', () => {
  it('refuses a wrong check digit as typed, with the contract’s reason, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<MextCodeModal school={school} onClose={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: '学校コード（13桁）' });
    await user.type(field, 'B114210000012');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(field).toHaveAccessibleDescription('学校コードの検査数字（13文字目）が合いません。入力の誤りがないか確認してください');
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server’s reason (another type’s code) under the field and stays open', async () => {
    const reason = '学校コードの学校種は小学校（B1）です。特別支援学校の学校コードはE1で始まります';
    const api = fakeApi({
      'POST /api/local_governments/schools/4/mext_school_code': { status: 422, body: { errors: [reason], fieldErrors: { mextSchoolCode: [reason] } } },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<MextCodeModal school={school} onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: '学校コード（13桁）' });
    await user.type(field, 'B114210000013');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(reason));
    expect(api.requests[0]!.body).toEqual({ mextSchoolCode: 'B114210000013' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a valid code once on a double click and closes; an emptied field clears the code', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({ 'POST /api/local_governments/schools/4/mext_school_code': async () => (await answered, { body: { data: saved } }) });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<MextCodeModal school={{ ...school, mextSchoolCode: 'E114210000016' }} onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: '学校コード（13桁）' });
    expect(field).toHaveValue('E114210000016');
    await user.clear(field);
    await user.dblClick(screen.getByRole('button', { name: '保存する' }));
    answer();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toEqual({ mextSchoolCode: '' });
  });
});
