import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HealthcheckForm } from './healthcheck-form.tsx';

const item = (id: number, formType: HealthcheckItem['formType'], label: string, over: Partial<HealthcheckItem> = {}): HealthcheckItem => ({
  id,
  abbreviation: label.slice(0, 2),
  label,
  remarks: null,
  formType,
  required: true,
  initValue: null,
  timeFormat: formType === 'time' ? '24h' : null,
  healthcheckOptions: [],
  hidden: false,
  translations: {},
  ...over,
});

const ITEMS = [
  item(1, 'radio', 'せきが でる'),
  item(2, 'text', 'きょうの きぶん'),
  item(3, 'time', 'おきた じかん'),
  item(4, 'checkbox', 'いたい ところ', {
    healthcheckOptions: [
      { name: 'あたま', checked: false },
      { name: 'おなか', checked: false },
    ],
  }),
  item(5, 'textarea', 'れんらく', { required: false }),
];

function renderForm() {
  return renderWithProviders(<HealthcheckForm healthcheck={{ date: '2026-11-20', enableSkip: true, items: ITEMS, answer: null }} onDone={vi.fn()} />);
}

describe('HealthcheckForm (spec §5 health-check form rules)', () => {
  it('names every required item still to answer, focuses the first, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    // A required checkbox item with no answer yet starts with its first option ticked.
    expect(screen.getByRole('checkbox', { name: 'あたま' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /登録/ }));

    expect(screen.getByRole('alert')).toHaveTextContent('まだ こたえていない ところが 2こ あります。');
    expect(screen.getByText('{選択:せんたく}してください')).toBeInTheDocument();
    expect(screen.getByText('{入力:にゅうりょく}してください')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'あり' })).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('a time starts at 7:00 and needs both parts; an answer clears its own message', async () => {
    fakeApi({});
    const { user } = renderForm();
    const time = screen.getByRole('group', { name: /おきた じかん/ });
    expect(within(time).getByRole('combobox', { name: /時/ })).toHaveValue('7');
    await user.selectOptions(within(time).getByRole('combobox', { name: /分/ }), '--');
    await user.click(screen.getByRole('button', { name: /登録/ }));
    expect(screen.getByText('すべて{入力:にゅうりょく}してください')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'なし' }));
    expect(screen.queryByText('{選択:せんたく}してください')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /きょうの きぶん/ }), '   ');
    await user.click(screen.getByRole('button', { name: /登録/ }));
    expect(screen.getByText('{入力:にゅうりょく}してください')).toBeInTheDocument();
    expect(screen.getByText('すべて{入力:にゅうりょく}してください')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('2こ');
    await user.selectOptions(within(time).getByRole('combobox', { name: /分/ }), '15');
    expect(screen.queryByText('すべて{入力:にゅうりょく}してください')).not.toBeInTheDocument();
  });

  it('counts the textarea against 500 characters', async () => {
    fakeApi({});
    const { user } = renderForm();
    const text = screen.getByRole('textbox', { name: /れんらく/ });
    expect(text).toHaveAttribute('maxlength', '500');
    await user.type(text, 'ねつ');
    expect(screen.getByText('2 / 500 {文字:もじ}')).toBeInTheDocument();
  });
});
