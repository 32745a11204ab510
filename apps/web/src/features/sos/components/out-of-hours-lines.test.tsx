import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FuriganaProvider } from '../../furigana/components/furigana-provider.tsx';
import { OutOfHoursLines } from './out-of-hours-lines.tsx';

describe('OutOfHoursLines (issue 25 item 1)', () => {
  it('lists the three lines as tap-to-call links with their hours, and says when a teacher will see it', () => {
    renderWithProviders(
      <FuriganaProvider show={false}>
        <OutOfHoursLines hours={{ outOfHours: true, teacherSeesOn: '2026-11-30' }} />
      </FuriganaProvider>,
    );
    expect(screen.getByRole('link', { name: '24時間子供SOSダイヤル 0120-0-78310' })).toHaveAttribute('href', 'tel:0120078310');
    expect(screen.getByRole('link', { name: 'チャイルドライン 0120-99-7777' })).toHaveAttribute('href', 'tel:0120997777');
    expect(screen.getByRole('link', { name: '児童相談所 189' })).toHaveAttribute('href', 'tel:189');
    expect(screen.getByText(/まいにち 午後4時〜9時/)).toBeInTheDocument();
    expect(screen.getByText('つぎの がっこうの ひの あさ（11がつ30にち）、せんせいが みます。')).toBeInTheDocument();
  });

  it('without a known next school day still says a teacher will see it', () => {
    renderWithProviders(
      <FuriganaProvider show={false}>
        <OutOfHoursLines hours={{ outOfHours: true, teacherSeesOn: null }} />
      </FuriganaProvider>,
    );
    expect(screen.getByText('つぎの がっこうの ひの あさ、せんせいが みます。')).toBeInTheDocument();
  });
});
