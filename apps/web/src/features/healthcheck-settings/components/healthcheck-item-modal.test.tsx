import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HealthcheckItemModal } from './healthcheck-item-modal.tsx';

const CREATE = 'POST /api/teachers/healthcheck/create';

function renderModal(onClose = vi.fn()) {
  const rendered = renderWithProviders(<HealthcheckItemModal item={null} onClose={onClose} />);
  return { ...rendered, onClose };
}

describe('HealthcheckItemModal (spec §3 health-check item, §5)', () => {
  it('asks for the abbreviation and the label before anything is sent', async () => {
    const api = fakeApi({});
    const { user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /略称/ }), '   ');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByRole('textbox', { name: /略称/ })).toHaveAccessibleDescription(/略称を入力してください/);
    expect(screen.getByRole('textbox', { name: /項目名/ })).toHaveAccessibleDescription(/^項目名を入力してください /);
    expect(api.requests).toHaveLength(0);
  });

  it('needs one named choice for a checkbox item; blank rows are dropped from the body', async () => {
    const api = fakeApi({ [CREATE]: { body: { data: [] } } });
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /略称/ }), '症状');
    await user.type(screen.getByRole('textbox', { name: /項目名/ }), 'どんな症状がありますか');
    await user.selectOptions(screen.getByLabelText('回答の形式'), '複数選択');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('選択肢を1つ以上入力してください');
    expect(api.requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '選択肢 1' }), 'せき');
    await user.click(screen.getByRole('button', { name: '選択肢を追加' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(api.sent(CREATE)[0]!.body).toEqual({
      abbreviation: '症状',
      label: 'どんな症状がありますか',
      remarks: null,
      formType: 'checkbox',
      required: true,
      initValue: null,
      timeFormat: null,
      healthcheckOptions: [{ name: 'せき', checked: false }],
      translations: {},
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('starts a temperature at 35.2 ℃ and a time at 7:00, on the clock’s minute steps', async () => {
    fakeApi({});
    const { user } = renderModal();
    await user.selectOptions(screen.getByLabelText('回答の形式'), '体温');
    expect(screen.getByRole('spinbutton', { name: '最初に表示する体温' })).toHaveAttribute('aria-valuenow', '352');
    await user.selectOptions(screen.getByLabelText('回答の形式'), '時刻');
    expect(screen.getByLabelText('時')).toHaveValue('7');
    expect(screen.getAllByRole('option', { name: /分$/ }).map((o) => o.textContent)).toEqual(['00分', '15分', '30分', '45分']);
    await user.selectOptions(screen.getByLabelText('分'), '45分');
    await user.click(screen.getByRole('radio', { name: '午前・午後（10分ごと）' }));
    expect(screen.getByLabelText('分')).toHaveValue('40');
    expect(screen.getAllByRole('option', { name: /分$/ })).toHaveLength(6);
  });

  it('shows the server’s field error at its field and keeps the modal open', async () => {
    fakeApi({ [CREATE]: { status: 400, body: { errors: ['入力内容に誤りがあります。'], fieldErrors: { label: ['同じ項目名がすでにあります'] } } } });
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /略称/ }), '熱');
    await user.type(screen.getByRole('textbox', { name: /項目名/ }), '熱がありますか');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /項目名/ })).toHaveAccessibleDescription(/^同じ項目名がすでにあります /));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers readings in the label: the hint, and a live preview of the ruby as 1年–3年 see it (issue 24 item 4)', async () => {
    fakeApi({});
    const { user } = renderModal();
    const label = screen.getByRole('textbox', { name: /項目名/ });
    expect(label).toHaveAccessibleDescription(/\{漢字:よみ\} と書きます/);
    expect(screen.queryByTestId('ruby-preview')).not.toBeInTheDocument();
    await user.type(label, '{{体温:たいおん}を はかった');
    const preview = screen.getByTestId('ruby-preview');
    expect(preview).toHaveTextContent('児童の画面での見え方');
    expect(preview.querySelector('ruby')?.innerHTML).toBe('体温<rt>たいおん</rt>');
    expect(preview).toHaveTextContent(/体温たいおんを はかった/);
  });

  it('takes the label in other languages; blank languages are left out of the body (issue 24 item 3)', async () => {
    const api = fakeApi({ [CREATE]: { body: { data: [] } } });
    const { user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /略称/ }), '歯');
    await user.type(screen.getByRole('textbox', { name: /^項目名/ }), '歯が痛い');
    await user.click(screen.getByRole('button', { name: /ほかの言語での表記 \(0\/7\)/ }));
    await user.type(await screen.findByRole('textbox', { name: '項目名（English）' }), 'I have a toothache');
    await user.type(screen.getByRole('textbox', { name: '項目名（Tiếng Việt）' }), '  ');
    expect(screen.getByRole('textbox', { name: '項目名（English）' })).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(api.sent(CREATE)).toHaveLength(1));
    expect(api.sent(CREATE)[0]!.body).toMatchObject({ label: '歯が痛い', translations: { en: { label: 'I have a toothache' } } });
  });
});
