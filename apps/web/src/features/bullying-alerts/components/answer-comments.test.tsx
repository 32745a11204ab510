import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AnswerComments } from './answer-comments.tsx';

const LIST = 'GET /api/teachers/students/questionaire/comments';
const CREATE = 'POST /api/teachers/students/questionaire/create_comment';
const comment = (id: number) => ({ id, content: `コメント${id}`, createdAt: '2026-11-20T00:05:00Z', teacherName: '山田 花子' });

describe('AnswerComments (spec §3 Note/comment, §5, §8, §9)', () => {
  it('keeps saving off while blank, saves the trimmed comment and shows the new list', async () => {
    const api = fakeApi({ [LIST]: { body: { data: { list: [] } } }, [CREATE]: { body: { data: { list: [comment(1)] } } } });
    const { user } = renderWithProviders(<AnswerComments answerId={42} />);
    expect(await screen.findByText('コメントはまだありません。')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'コメントを保存する' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'コメントを追加' }), '  見守ります  ');
    await user.click(save);
    expect(await screen.findByText('コメント1')).toBeInTheDocument();
    expect(api.sent(CREATE)[0]!.body).toEqual({ content: '見守ります', questionnaire_answer: 42 });
    expect(screen.getByRole('textbox', { name: 'コメントを追加' })).toHaveValue('');
  });

  it('a failed save shows nothing, keeps the list and what was typed; past 5 the list scrolls', async () => {
    fakeApi({ [LIST]: { body: { data: { list: [1, 2, 3, 4, 5, 6].map(comment) } } }, [CREATE]: { status: 500, body: { errors: ['エラー'] } } });
    const { user } = renderWithProviders(<AnswerComments answerId={42} />);
    expect(await screen.findByTestId('comments-scroll')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'コメントを追加' }), '見守ります');
    await user.click(screen.getByRole('button', { name: 'コメントを保存する' }));
    await screen.findByRole('button', { name: 'コメントを保存する' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'コメントを追加' })).toHaveValue('見守ります');
    expect(screen.getByText('コメント6')).toBeInTheDocument();
  });

  it('a board user reads the comments without the form', async () => {
    fakeApi({ [LIST]: { body: { data: { list: [comment(1)] } } } });
    renderWithProviders(<AnswerComments answerId={42} readOnly />);
    expect(await screen.findByText('コメント1')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
