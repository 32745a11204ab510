import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveConfirmToken } from '../../../lib/confirm-token.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { caseSummaryFixture } from './case-fixtures.ts';
import { StudentCasesPanel } from './student-cases-panel.tsx';

const LIST = 'GET /api/teachers/bullying_cases';
const VERIFY = 'POST /api/teachers/verify_pass';
const open = caseSummaryFixture({ watch: { absenceDays: 31, warnings: [], claim: null, candidate: true, candidateSince: '2026-10-01' } });
const route = { route: '/s/teacher/student/3', path: '/:school_code/teacher/student/:id' };

afterEach(() => saveConfirmToken(null));

describe('StudentCasesPanel (issue 26 item 4: open cases on the pupil page)', () => {
  it('asks for the password first, then lists the pupil’s open cases with state, 認知日, days since 認知 and a link to the case', async () => {
    const api = fakeApi({ [VERIFY]: { body: { data: { confirmPassToken: 'tok' } } }, [LIST]: { body: { data: [open] } } });
    const { user, router } = renderWithProviders(<StudentCasesPanel studentId={3} />, route);
    expect(screen.getByText('この児童生徒のいじめ事案は、パスワードを再入力すると表示します。')).toBeInTheDocument();
    expect(api.sent(LIST)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '表示する' }));
    await user.type(await screen.findByLabelText(/^パスワード/, { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: '確認する' }));
    const link = await screen.findByRole('link', { name: '解消に向けた取組中' });
    expect(screen.getByText('2026/06/01認知・180日経過')).toBeInTheDocument();
    expect(screen.getByText('（重大事態の候補）')).toBeInTheDocument();
    expect(api.sent(LIST)[0]!.query.get('studentId')).toBe('3');
    expect(api.sent(LIST)[0]!.query.get('filter')).toBe('open');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/s/teacher/bullying-cases/7');
  });

  it('says so when the pupil has no open case', async () => {
    saveConfirmToken('tok');
    fakeApi({ [LIST]: { body: { data: [] } } });
    renderWithProviders(<StudentCasesPanel studentId={3} />, route);
    expect(await screen.findByText('対応中の事案はありません')).toBeInTheDocument();
  });
});
