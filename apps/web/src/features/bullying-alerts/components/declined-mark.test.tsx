import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeclinedMark } from './declined-mark.tsx';

const ASK = 'POST /api/teachers/students/questionaire/ask_again';

describe('DeclinedMark (issue 24 item 7: the class teacher sees もう こたえない and asks again)', () => {
  it('shows もう こたえない; もう一度たずねる asks once, キャンセル sends nothing, confirming undoes it', async () => {
    const api = fakeApi({ [ASK]: { body: { data: { alertId: 7, declined: false } } } });
    const { user } = renderWithProviders(<DeclinedMark answerId={7} name="北 一郎" />);
    expect(screen.getByText('もう こたえない')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '北 一郎にもう一度たずねる' }));
    expect(await screen.findByText(/北 一郎は「もう こたえない」を選びました/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(api.sent(ASK)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '北 一郎にもう一度たずねる' }));
    await user.click(await screen.findByRole('button', { name: 'もう一度たずねる' }));
    await waitFor(() => expect(api.sent(ASK)).toHaveLength(1));
    expect(api.sent(ASK)[0]!.body).toEqual({ questionnaire_answer: 7 });
    expect(await screen.findByText('北 一郎に次のログインでもう一度たずねます')).toBeInTheDocument();
  });
});
