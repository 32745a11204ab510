import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SchoolHoursForm } from './school-hours-form.tsx';

const SAVE = 'POST /api/teachers/schools/update_school_hours';
const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SchoolHoursForm (issue 25 item 1)', () => {
  it('shows the stored hours and saves a change as minutes after midnight', async () => {
    const api = fakeApi({ [SAVE]: { body: { data: { startMinute: 510, endMinute: 960 } } } });
    const { user } = renderWithProviders(<SchoolHoursForm value={{ startMinute: 480, endMinute: 1020 }} readOnly={false} />);
    expect(screen.getByLabelText('始業')).toHaveValue('08:00');
    expect(screen.getByLabelText('終業')).toHaveValue('17:00');
    expect(screen.getByRole('button', { name: '保存する' })).toBeDisabled();
    set('始業', '08:30');
    set('終業', '16:00');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.sent(SAVE)[0]!.body).toEqual({ startMinute: 510, endMinute: 960 });
  });

  it('refuses an end not after the start, in Japanese at 終業, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<SchoolHoursForm value={{ startMinute: 480, endMinute: 1020 }} readOnly={false} />);
    set('終業', '07:00');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(screen.getByLabelText('終業')).toHaveAccessibleDescription('終業は始業より後の時刻にしてください');
    expect(api.requests).toHaveLength(0);
  });

  it('shows class teachers the hours as text', () => {
    fakeApi({});
    renderWithProviders(<SchoolHoursForm value={{ startMinute: 510, endMinute: 960 }} readOnly />);
    expect(screen.getByText('08:30〜16:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存する' })).not.toBeInTheDocument();
  });
});
