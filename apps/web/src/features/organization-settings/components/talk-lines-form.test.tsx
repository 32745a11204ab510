import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TalkLinesForm } from './talk-lines-form.tsx';

const SAVE = 'POST /api/local_governments/talk_lines';
const row = (n: number) => within(screen.getByRole('group', { name: `相談窓口 ${n}` }));

describe('TalkLinesForm (issue 25 item 1, decision 078)', () => {
  it('refuses an http URL and a number that is not Japanese, in Japanese at the field, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<TalkLinesForm list={{ lines: [] }} />);
    await user.type(row(1).getByLabelText('名前（例: SNS相談）'), 'SNS相談');
    await user.type(row(1).getByLabelText('URL（https://）'), 'http://sns.example.jp');
    await user.type(row(2).getByLabelText('名前（例: SNS相談）'), 'こども相談');
    await user.type(row(2).getByLabelText('電話番号'), '12345');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(row(1).getByLabelText('URL（https://）')).toHaveAccessibleDescription('URLは https:// から始まるアドレスで入力してください');
    expect(row(2).getByLabelText('電話番号')).toHaveAccessibleDescription('電話番号は日本の番号（例: 0120-000-000）で入力してください');
    expect(api.requests).toHaveLength(0);
  });

  it('saves the filled rows only', async () => {
    const line = { name: 'SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' };
    const api = fakeApi({ [SAVE]: { body: { data: { lines: [line] } } } });
    const { user } = renderWithProviders(<TalkLinesForm list={{ lines: [] }} />);
    await user.type(row(1).getByLabelText('名前（例: SNS相談）'), line.name);
    await user.type(row(1).getByLabelText('URL（https://）'), line.url);
    await user.type(row(1).getByLabelText('受付時間（例: 毎日 17:00〜22:00）'), line.hours);
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.sent(SAVE)[0]!.body).toEqual({ lines: [{ ...line, translations: {} }] });
  });

  it("gives a line's name and hours in other languages in its closed sections, checked at the field (decision 080)", async () => {
    const line = { name: 'SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' };
    const saved = { ...line, translations: { en: { label: 'SNS counselling', remarks: 'Every day 17:00–22:00' } } };
    const api = fakeApi({ [SAVE]: { body: { data: { lines: [saved] } } } });
    const { user } = renderWithProviders(<TalkLinesForm list={{ lines: [{ ...line, translations: { vi: { label: 'Tư vấn SNS' } } }] }} />);
    // Closed, counting the languages given; the hours' section only on a row with hours.
    await user.click(row(1).getByRole('button', { name: 'ほかの言語での表記（名前） (1/7)' }));
    // Found by role: the inputs of an opening section count once it is shown.
    const vietnamese = await row(1).findByRole('textbox', { name: '名前（Tiếng Việt）' });
    expect(vietnamese).toHaveValue('Tư vấn SNS');
    expect(row(2).queryByRole('button', { name: /ほかの言語での表記（受付時間）/ })).not.toBeInTheDocument();

    // The Japanese name's own limit (the API says 「60文字以内で入力してください」 at the field otherwise).
    const english = await row(1).findByRole('textbox', { name: '名前（English）' });
    expect(english).toHaveAttribute('maxlength', '60');
    await user.type(english, 'SNS counselling');
    await user.clear(vietnamese);
    await user.click(row(1).getByRole('button', { name: /ほかの言語での表記（受付時間）/ }));
    const hours = await row(1).findByRole('textbox', { name: '受付時間（English）' });
    await user.type(hours, 'Every day 17:00–22:00');
    expect(hours).toHaveValue('Every day 17:00–22:00');
    expect(row(1).getByRole('button', { name: 'ほかの言語での表記（名前） (1/7)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    // The emptied Vietnamese name is sent as none (the pupil then sees the Japanese, marked).
    expect(api.sent(SAVE)[0]!.body).toEqual({ lines: [saved] });
  });
});
