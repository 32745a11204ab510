import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddKlassForm } from './add-klass-form.tsx';
import { RenameKlassesForm } from './rename-klasses-form.tsx';

const SUMMARY = {
  year: 2026,
  grades: [
    {
      id: 1,
      name: '1年',
      gradeCodeMasterId: 1,
      klasses: [
        { id: 11, name: '1組', studentCount: 30, teacherNames: [], deletable: false },
        { id: 12, name: '2組', studentCount: 28, teacherNames: [], deletable: false },
      ],
    },
  ],
};

describe('AddKlassForm (settings/grade_class)', () => {
  it('asks for a class name, shows a duplicate at the field, and adds', async () => {
    let calls = 0;
    const api = fakeApi({
      'POST /api/teachers/grade_klasses/bulk_create': () =>
        ++calls === 1
          ? { status: 422, body: { errors: ['入力内容に誤りがあります。'], fieldErrors: { 'klasses.0.name': ['同じ名前のクラスがあります'] } } }
          : { body: { data: SUMMARY } },
    });
    const { user } = renderWithProviders(<AddKlassForm masters={[{ id: 1, name: '小学1年' }] as never} />);
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(screen.getByRole('textbox', { name: /クラス名/ })).toHaveAccessibleDescription('クラス名を入力してください');
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /クラス名/ }), '1組');
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('同じ名前のクラスがあります')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /クラス名/ }));
    await user.type(screen.getByRole('textbox', { name: /クラス名/ }), '3組');
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('クラスを追加しました。')).toBeInTheDocument();
    expect(api.requests[1]!.body).toEqual({ klasses: [{ gradeCodeMasterId: 1, name: '3組' }] });
    expect(screen.getByRole('textbox', { name: /クラス名/ })).toHaveValue('');
  });

  it("names the grades as the class table does (1年, not the code master's 小1; issue 28 item 9)", () => {
    fakeApi({});
    renderWithProviders(
      <AddKlassForm
        masters={
          [
            { id: 1, name: '小1', department: null },
            { id: 2, name: '小2', department: null },
          ] as never
        }
      />,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1年', '2年']);
  });
});

describe('RenameKlassesForm (settings/grade_class/edit)', () => {
  it('saves only the changed names, and refuses a blank one', async () => {
    const api = fakeApi({ 'POST /api/teachers/grade_klasses/bulk_update': { body: { data: SUMMARY } } });
    const { user } = renderWithProviders(<RenameKlassesForm summary={SUMMARY} />);
    expect(screen.getByRole('button', { name: '保存する' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: '1年 2組' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByRole('textbox', { name: '1年 2組' })).toHaveAccessibleDescription('クラス名を入力してください');
    await user.type(screen.getByRole('textbox', { name: '1年 2組' }), 'さくら');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.requests[0]!.body).toEqual({ klasses: [{ id: 12, name: 'さくら' }] });
  });
});
