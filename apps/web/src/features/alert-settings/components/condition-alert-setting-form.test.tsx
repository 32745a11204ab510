import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConditionAlertSettingForm } from './condition-alert-setting-form.tsx';

const setting = (over: object = {}) => ({
  id: 1,
  title: '心の不調アラート',
  alertType: 'teacher' as const,
  conditionKind: 'physical' as const,
  bad: false,
  worst: true,
  consecutiveDays: 20,
  contentAlert: '体調不良が続いています',
  notificationEnabled: true,
  notificationEmails: [{ id: 3, value: 'nurse@example.jp', isValid: true }],
  ...over,
});

describe('ConditionAlertSettingForm (spec §5 consecutive days, text, e-mail lists)', () => {
  it('keeps 連続日数 within 1–20 with the arrow keys', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<ConditionAlertSettingForm setting={setting({ consecutiveDays: 20 })} readOnly={false} />);
    const days = screen.getByRole('spinbutton', { name: '連続日数' });
    days.focus();
    await user.keyboard('{ArrowUp}');
    expect(days).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{ArrowDown}');
    expect(days).toHaveAttribute('aria-valuenow', '19');
    expect(screen.getByRole('button', { name: '1日増やす' })).toBeEnabled();
  });

  it('asks for the alert text before saving, and sends the contract body', async () => {
    const api = fakeApi({ 'POST /api/teachers/condition_settings/config_update': { body: { data: [setting({ contentAlert: '保健室へ' })] } } });
    const { user } = renderWithProviders(<ConditionAlertSettingForm setting={setting()} readOnly={false} />);
    await user.clear(screen.getByRole('textbox', { name: 'アラートの内容' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByRole('textbox', { name: 'アラートの内容' })).toHaveAccessibleDescription(/アラートの内容を入力してください/);
    expect(api.requests).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'アラートの内容' }), ' 保健室へ ');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.sent('POST /api/teachers/condition_settings/config_update')[0]!.body).toEqual({
      conditionKind: 'physical',
      bad: false,
      worst: true,
      consecutiveDays: 20,
      contentAlert: '保健室へ',
      notificationEnabled: true,
      notificationEmails: [{ notification_email: 'nurse@example.jp' }, { notification_email: '' }],
    });
  });

  it('a board’s 体 setting: 心の不調のメール設定と同じ turns its own address inputs off and skips their check', async () => {
    const api = fakeApi({ 'POST /api/local_governments/condition_settings/test_send_mail': { body: { data: { queued: 2 } } } });
    const { user } = renderWithProviders(
      <ConditionAlertSettingForm
        owner="local_governments"
        setting={{ ...setting({ notificationEmails: [{ id: 3, value: 'bad@', isValid: false }] }), alertType: 'government', sameAsMental: false }}
        readOnly={false}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: /心の不調のメール設定と同じ/ }));
    expect(screen.getByRole('textbox', { name: '通知先メールアドレス 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'テストメールを送信' }));
    expect(await screen.findByText('テストメールを送信しました（2件）。')).toBeInTheDocument();
    expect(api.requests[0]!.body).toMatchObject({ sameAsMental: true, notificationEmails: [] });
  });

  it('marks a stored address the API reads as isValid false at its row on opening (spec §3; old data), and nothing is sent until it is corrected', async () => {
    const api = fakeApi({ 'POST /api/teachers/condition_settings/config_update': { body: { data: [setting()] } } });
    const stored = [
      { id: 1, value: 'nurse@example.jp', isValid: true },
      { id: 2, value: '保健室 内線12', isValid: false },
    ];
    const { user } = renderWithProviders(<ConditionAlertSettingForm setting={setting({ notificationEmails: stored })} readOnly={false} />);
    expect(screen.getByRole('textbox', { name: '通知先メールアドレス 1' })).not.toHaveAccessibleDescription(/正しい形式/);
    expect(screen.getByRole('textbox', { name: '通知先メールアドレス 2' })).toHaveAccessibleDescription(/正しい形式で入力してください/);
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(api.requests).toHaveLength(0);
  });

  it('asks for an address before a test mail when the list is empty', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<ConditionAlertSettingForm setting={setting({ notificationEmails: [] })} readOnly={false} />);
    await user.click(screen.getByRole('button', { name: 'テストメールを送信' }));
    expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスを入力してください');
    expect(api.requests).toHaveLength(0);
  });

  it('shows a class teacher the setting as text, without inputs', () => {
    renderWithProviders(<ConditionAlertSettingForm setting={setting()} readOnly />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('20日')).toBeInTheDocument();
    expect(screen.getByText('nurse@example.jp')).toBeInTheDocument();
  });
  it('makes the mail state unmistakable: the saved state by the title, a switch that says what it does, a notice while off (issue 24 item 8)', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<ConditionAlertSettingForm setting={setting({ notificationEnabled: false })} readOnly={false} />);
    expect(screen.getByText('メール通知 オフ')).toBeInTheDocument();
    const mail = screen.getByRole('switch', { name: 'アラートをメールでも知らせる' });
    expect(mail).not.toBeChecked();
    expect(screen.getByText('オフ：メールは送りません。アラートは画面にだけ表示されます。')).toBeInTheDocument();
    // Addresses are filled and the test mail works, but the notice says no alert mail goes out.
    expect(screen.getByRole('textbox', { name: '通知先メールアドレス 1' })).toHaveValue('nurse@example.jp');
    expect(screen.getByText('アラートのメールは送られません')).toBeInTheDocument();

    await user.click(mail);
    expect(mail).toBeChecked();
    expect(screen.getByText('オン：アラートが出ると、下のアドレスにメールで知らせます。')).toBeInTheDocument();
    expect(screen.queryByText('アラートのメールは送られません')).toBeNull();
    // The badge is what is saved, until 保存する.
    expect(screen.getByText('メール通知 オフ')).toBeInTheDocument();
  });

  it('shows a class teacher the saved mail state as well', () => {
    fakeApi({});
    renderWithProviders(<ConditionAlertSettingForm setting={setting({ notificationEnabled: true })} readOnly />);
    expect(screen.getByText('メール通知 オン')).toBeInTheDocument();
  });
});
