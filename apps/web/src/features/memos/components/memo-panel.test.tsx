import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MemoPanel } from './memo-panel.tsx';

const LIST = 'GET /api/teachers/students/get_student_comments';
const CREATE = 'POST /api/teachers/students/create_student_comment';
const memo = (id: number, content: string) => ({ id, content, createdAt: '2026-11-20T00:05:00Z', teacherName: '山田 花子', studentId: 7 });

describe('MemoPanel (spec §4 memo flow, §5, §8, §9)', () => {
  it('keeps 確認する off while the memo is blank, confirms with the spec texts, saves and shows the new list', async () => {
    const api = fakeApi({ [LIST]: { body: { data: { list: [] } } }, [CREATE]: { body: { data: { list: [memo(1, '面談の予定')] } } } });
    const { user } = renderWithProviders(<MemoPanel studentId={7} />);
    expect(await screen.findByText('メモはまだありません')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'メモを追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'メモを追加' });
    const text = within(dialog).getByRole('textbox', { name: /メモの内容/ });
    expect(text).toHaveAttribute('placeholder', 'これはメモの内容です。');
    expect(within(dialog).getByRole('button', { name: '確認する' })).toBeDisabled();
    await user.type(text, '   ');
    expect(within(dialog).getByRole('button', { name: '確認する' })).toBeDisabled();
    await user.type(text, '面談の予定');
    await user.click(within(dialog).getByRole('button', { name: '確認する' }));

    const confirm = await screen.findByRole('dialog', { name: 'メモの保存' });
    expect(confirm).toHaveTextContent('本当にメモを保存しますか？');
    expect(confirm).toHaveTextContent('保存したメモは編集、削除できませんのでご注意ください。');
    await user.click(within(confirm).getByRole('button', { name: '戻る' }));
    expect(screen.getByRole('textbox', { name: /メモの内容/ })).toHaveValue('   面談の予定');
    await user.click(screen.getByRole('button', { name: '確認する' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('面談の予定')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent(CREATE)[0]!.body).toEqual({ studentId: 7, content: '面談の予定' });
  });

  it('a failed save shows no message and keeps the list (spec §8)', async () => {
    fakeApi({ [LIST]: { body: { data: { list: [memo(1, '前のメモ')] } } }, [CREATE]: { status: 500, body: { errors: ['エラー'] } } });
    const { user } = renderWithProviders(<MemoPanel studentId={7} />);
    await screen.findByText('前のメモ');
    await user.click(screen.getByRole('button', { name: 'メモを追加' }));
    await user.type(await screen.findByRole('textbox', { name: /メモの内容/ }), '新しいメモ');
    await user.click(screen.getByRole('button', { name: '確認する' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('button', { name: '保存する' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('前のメモ')).toBeInTheDocument();
  });

  it('scrolls the list past 5 memos, and an earlier year has no add button', async () => {
    fakeApi({ 'GET /api/teachers/students/past_student_comments': { body: { data: { list: [1, 2, 3, 4, 5, 6].map((n) => memo(n, `メモ${n}`)) } } } });
    renderWithProviders(<MemoPanel studentId={7} past />);
    expect(await screen.findByRole('region', { name: 'メモの一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'メモを追加' })).not.toBeInTheDocument();
  });
});
