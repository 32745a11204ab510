import type { DeliveryNew, DeliveryRow } from '@sukoyaka/contracts/questionnaire-deliveries';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useDeliveryActions } from './delivery-actions.tsx';

const URL = '/api/teachers/questionnaire_deliveries';
const row: DeliveryRow = {
  id: 4,
  questionnaireId: 4,
  title: '{学校:がっこう}生活アンケート',
  titleTranslations: { en: { label: 'School life survey' }, vi: { label: 'Khảo sát đời sống học đường' } },
  kind: 'custom',
  startAt: '2026-11-01T00:00:00Z',
  finishAt: '2026-11-30T00:00:00Z',
  completedAt: null,
  gradesFilter: { '1': '1年' },
  grades: [{ id: 1, name: '1年' }],
  answeredCount: 0,
  targetCount: 30,
  state: 'open',
  needsConsent: false,
  questionCount: 5,
  hasAnswers: false,
  myKlasses: [],
};
const options: DeliveryNew = { schoolYear: 2026, schoolType: 'elementary', grades: [{ id: 1, name: '1年' }], templates: [] };

/** The deliveries page's actions as the page uses them: a button opens the add or edit modal. */
function Harness() {
  const actions = useDeliveryActions(true, vi.fn());
  return (
    <>
      <button type="button" onClick={actions.openAdd}>
        add
      </button>
      <button type="button" onClick={() => actions.open('edit', row)}>
        edit
      </button>
      {actions.modals}
    </>
  );
}

describe('delivery add / edit modal: the title in other languages (issue 24 item 3, decision 075)', () => {
  it('editing without opening 「ほかの言語での表記」 sends the stored title translations back; a changed one is sent', async () => {
    const api = fakeApi({ [`GET ${URL}/new`]: { body: { data: options } }, [`PATCH ${URL}/4`]: { body: { data: row } } });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'edit' }));
    const section = await screen.findByRole('button', { name: /ほかの言語での表記 \(2\/7\)/ });
    expect(section).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: '保存する' }));
    await user.click(await screen.findByRole('button', { name: '変更する' }));
    await vi.waitFor(() => expect(api.sent(`PATCH ${URL}/4`)).toHaveLength(1));
    expect(api.sent(`PATCH ${URL}/4`)[0]!.body).toMatchObject({ title: row.title, titleTranslations: row.titleTranslations });

    await user.click(screen.getByRole('button', { name: 'edit' }));
    await user.click(await screen.findByRole('button', { name: /ほかの言語での表記 \(2\/7\)/ }));
    const english = await screen.findByRole('textbox', { name: 'タイトル（English）' });
    expect(english).toHaveValue('School life survey');
    await user.clear(english);
    await user.type(english, 'Our school life');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await user.click(await screen.findByRole('button', { name: '変更する' }));
    await vi.waitFor(() => expect(api.sent(`PATCH ${URL}/4`)).toHaveLength(2));
    expect(api.sent(`PATCH ${URL}/4`)[1]!.body).toMatchObject({
      titleTranslations: { en: { label: 'Our school life' }, vi: { label: 'Khảo sát đời sống học đường' } },
    });
  });

  it('a new delivery is created with the title translations typed in the add modal', async () => {
    const api = fakeApi({ [`GET ${URL}/new`]: { body: { data: options } }, [`POST ${URL}`]: { body: { data: { ...row, id: 9 } } } });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'add' }));
    await user.type(await screen.findByRole('textbox', { name: /^タイトル/ }), '生活アンケート');
    await user.click(await screen.findByRole('checkbox', { name: '1年' }));
    await user.click(screen.getByRole('button', { name: /ほかの言語での表記 \(0\/7\)/ }));
    await user.type(await screen.findByRole('textbox', { name: 'タイトル（English）' }), 'Life survey');
    expect(screen.getByRole('button', { name: /ほかの言語での表記 \(1\/7\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '作成する' }));
    await vi.waitFor(() => expect(api.sent(`POST ${URL}`)).toHaveLength(1));
    expect(api.sent(`POST ${URL}`)[0]!.body).toMatchObject({ title: '生活アンケート', titleTranslations: { en: { label: 'Life survey' } } });
  });
});
