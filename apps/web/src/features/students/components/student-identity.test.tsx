import { screen } from '@testing-library/react';
import type { Student } from '@sukoyaka/contracts/students';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TextRendererProvider } from '../../../components/ui/text-renderer.tsx';
import { StudentIdentity } from './student-identity.tsx';

const student = {
  id: 1,
  name: '山崎 湊斗',
  schoolName: 'きた中',
  schoolCode: 'kita-jhs',
  gradeName: '1年',
  jpGradeCode: 'J1',
  klassName: '2組',
  studentNumber: 2,
  furigana: null,
} satisfies Student;

/** Furigana off: `{番:ばん}` reads 番. */
const strip = (text: string) => text.replace(/\{([^:}]+):[^}]+\}/g, '$1');
const withoutReadings = { rich: strip, plain: strip };

describe('StudentIdentity (spec §2 Student header; issue 24 item 10)', () => {
  it('shows grade, class, 出席番号 and name outside the re-forming window', async () => {
    renderWithProviders(
      <TextRendererProvider value={withoutReadings}>
        <p data-testid="who">
          <StudentIdentity student={student} now={new Date('2026-11-27T00:00:00Z')} />
        </p>
      </TextRendererProvider>,
    );
    expect(await screen.findByTestId('who')).toHaveTextContent('1年 2組 2番 山崎 湊斗');
  });

  it('from 30 March to 20 April hides grade and class only: 出席番号 and name stay', async () => {
    for (const at of ['2027-03-29T15:00:00Z', '2027-04-20T14:59:00Z']) {
      const { unmount } = renderWithProviders(
        <TextRendererProvider value={withoutReadings}>
          <p data-testid="who">
            <StudentIdentity student={student} now={new Date(at)} />
          </p>
        </TextRendererProvider>,
      );
      const who = await screen.findByTestId('who');
      expect(who).toHaveTextContent(/^2番 山崎 湊斗$/);
      expect(who).not.toHaveTextContent('1年');
      expect(who).not.toHaveTextContent('2組');
      unmount();
    }
  });
});
