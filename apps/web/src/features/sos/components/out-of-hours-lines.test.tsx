import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TextRendererProvider, type TextRenderer } from '../../../components/ui/text-renderer.tsx';
import { OutOfHoursLines } from './out-of-hours-lines.tsx';

/** The pupil screens' renderer with furigana off: `{漢字:よみ}` shows as 漢字 (features/furigana does this in the app). */
const kanjiOnly = (text: string) => text.replace(/\{([^:{}]+):[^{}]+\}/g, '$1');
const plainText: TextRenderer = { rich: kanjiOnly, plain: kanjiOnly };

afterEach(async () => {
  await applyLocale('ja');
});

describe('OutOfHoursLines (issue 25 item 1)', () => {
  it('lists the three lines as tap-to-call links with their hours, and says when a teacher will see it', () => {
    renderWithProviders(
      <TextRendererProvider value={plainText}>
        <OutOfHoursLines hours={{ outOfHours: true, teacherSeesOn: '2026-11-30', boardLines: [] }} />
      </TextRendererProvider>,
    );
    expect(screen.getByRole('link', { name: '24時間子供SOSダイヤル 0120-0-78310' })).toHaveAttribute('href', 'tel:0120078310');
    expect(screen.getByRole('link', { name: 'チャイルドライン 0120-99-7777' })).toHaveAttribute('href', 'tel:0120997777');
    expect(screen.getByRole('link', { name: '児童相談所 189' })).toHaveAttribute('href', 'tel:189');
    expect(screen.getByText(/まいにち 午後4時〜9時/)).toBeInTheDocument();
    expect(screen.getByText('つぎの がっこうの ひの あさ（11がつ30にち）、せんせいが みます。')).toBeInTheDocument();
  });

  it('without a known next school day still says a teacher will see it', () => {
    renderWithProviders(
      <TextRendererProvider value={plainText}>
        <OutOfHoursLines hours={{ outOfHours: true, teacherSeesOn: null, boardLines: [] }} />
      </TextRendererProvider>,
    );
    expect(screen.getByText('つぎの がっこうの ひの あさ、せんせいが みます。')).toBeInTheDocument();
  });

  it("shows the board's own lines after the national ones: a phone line to call, an https page to open", () => {
    renderWithProviders(
      <TextRendererProvider value={plainText}>
        <OutOfHoursLines
          hours={{
            outOfHours: true,
            teacherSeesOn: '2026-11-30',
            boardLines: [
              { name: '{港北市:こうほくし}こども相談', phone: '045-000-0000', url: '', hours: '平日 9:00〜17:00' },
              { name: 'SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' },
            ],
          }}
        />
      </TextRendererProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '24時間子供SOSダイヤル 0120-0-78310',
      'チャイルドライン 0120-99-7777',
      '児童相談所 189',
      '港北市こども相談 045-000-0000',
      'SNS相談',
    ]);
    expect(links[3]).toHaveAttribute('href', 'tel:0450000000');
    expect(links[4]).toHaveAttribute('href', 'https://sns.example.jp/soudan');
    expect(screen.getByText('毎日 17:00〜22:00')).toBeInTheDocument();
  });

  it("shows the board's lines in the pupil's language, or the board's Japanese marked as untranslated (decision 080)", async () => {
    const hours = {
      outOfHours: true,
      teacherSeesOn: '2026-11-30',
      boardLines: [
        {
          name: '{港北市:こうほくし}こども相談',
          phone: '045-000-0000',
          url: '',
          hours: '平日 9:00〜17:00',
          translations: {
            en: { label: 'Kohoku City help line for children', remarks: 'Weekdays 9:00–17:00' },
            vi: { label: 'Đường dây tư vấn trẻ em Kohoku' },
          },
        },
        { name: 'SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '' },
      ],
    };
    await applyLocale('en');
    const { unmount } = renderWithProviders(
      <TextRendererProvider value={plainText}>
        <OutOfHoursLines hours={hours} />
      </TextRendererProvider>,
    );
    const english = screen.getAllByRole('link').slice(3);
    expect(english[0]).toHaveTextContent('Kohoku City help line for children 045-000-0000');
    expect(within(english[0]!).getByText('Kohoku City help line for children')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Weekdays 9:00–17:00')).toHaveAttribute('lang', 'en');
    // The second line has no English name: its Japanese, marked in English as the school's own words.
    expect(english[1]).toHaveTextContent("SNS相談 School's words (in Japanese)");
    expect(within(english[1]!).getByText('SNS相談')).toHaveAttribute('lang', 'ja');
    unmount();

    // Vietnamese: the name is translated, the hours are not (the Japanese, marked).
    await applyLocale('vi');
    renderWithProviders(
      <TextRendererProvider value={plainText}>
        <OutOfHoursLines hours={hours} />
      </TextRendererProvider>,
    );
    expect(screen.getAllByRole('link')[3]).toHaveTextContent('Đường dây tư vấn trẻ em Kohoku 045-000-0000');
    expect(screen.getByText('平日 9:00〜17:00').parentElement).toHaveTextContent('平日 9:00〜17:00 Lời của trường (tiếng Nhật)');
  });
});
