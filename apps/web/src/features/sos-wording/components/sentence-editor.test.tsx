import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SentenceEditor } from './sentence-editor.tsx';

function renderEditor() {
  return renderWithProviders(<SentenceEditor kind="sos" stored={null} fallback="先生に話したいときは押してね" readOnly={false} />);
}

describe('SentenceEditor (spec §5 ruby sentences)', () => {
  it('names the broken rule as it is typed and keeps 保存する off', async () => {
    fakeApi({});
    const { user } = renderEditor();
    const field = screen.getByRole('textbox', { name: '文章' });
    await user.type(field, '{{先生:センセイ}');
    expect(field).toHaveAccessibleDescription(/ふりがなはひらがなで入力してください。/);
    expect(screen.getByRole('button', { name: '保存する' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'あ'.repeat(101));
    expect(field).toHaveAccessibleDescription(/100文字以内で入力してください。/);
    await user.clear(field);
    expect(field).toHaveAccessibleDescription(/入力が空です。文章を入力してください。/);
  });

  it('shows the ruby preview, asks before saving and sends the sentence', async () => {
    const api = fakeApi({ 'POST /api/teachers/sos_sentences': { body: { data: { sentence: '{先生:せんせい}に はなそう' } } } });
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: '文章' }), '{{先生:せんせい}に はなそう');
    expect(screen.getByText('プレビュー')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    const dialog = await screen.findByRole('dialog', { name: '文章を保存しますか？' });
    expect(api.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.sent('POST /api/teachers/sos_sentences')[0]!.body).toEqual({ sentence: '{先生:せんせい}に はなそう' });
  });
});
