import { screen } from '@testing-library/react';
import { questionAlertRuleSchema, type QuestionAlertRule } from '@sukoyaka/contracts/questionnaires';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { DraftQuestion } from './editor-state.ts';
import { RulesEditor } from './rules-editor.tsx';

const question = (alertRules: QuestionAlertRule[]): DraftQuestion => ({
  key: 'q1',
  formType: 'single_select_column',
  text: '友だちと仲よくできていますか',
  translations: {},
  required: true,
  options: [
    { key: 'o1', text: 'できている', score: '0', value: null, translations: {} },
    { key: 'o2', text: 'できていない', score: '1', value: null, translations: {} },
  ],
  alertRules,
  bullyingField: null,
});

/** The editor with its rules kept in state, as the delivery editor does. */
function Editing({ onChange }: { onChange: (rules: QuestionAlertRule[]) => void }) {
  const [rules, setRules] = useState<QuestionAlertRule[]>([]);
  return (
    <RulesEditor
      question={question(rules)}
      number={1}
      disabled={false}
      errorAt={() => undefined}
      onChange={(next) => {
        setRules(next);
        onChange(next);
      }}
    />
  );
}

describe('RulesEditor: a new alert rule (issue 28 item 1)', () => {
  it('starts with no option chosen (option 1 is usually the good answer) and says it cannot be saved yet', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Editing onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '条件を追加' }));
    expect(onChange).toHaveBeenLastCalledWith([{ when: 'option_chosen', optionIndexes: [], level: 'first_stage' }]);
    expect(screen.getByRole('checkbox', { name: 'できている' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'できていない' })).not.toBeChecked();
    expect(screen.getByText('選択肢を1つ以上選んでください（選ぶまで保存できません）')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'できていない' }));
    expect(onChange).toHaveBeenLastCalledWith([{ when: 'option_chosen', optionIndexes: [1], level: 'first_stage' }]);
  });

  it('is refused by the contract while empty, in Japanese', () => {
    const parsed = questionAlertRuleSchema.safeParse({ when: 'option_chosen', optionIndexes: [], level: 'first_stage' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('選択肢を1つ以上選んでください');
  });
});
