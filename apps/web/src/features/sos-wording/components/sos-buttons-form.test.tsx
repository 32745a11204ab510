import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SosButtonsForm } from './sos-buttons-form.tsx';

const BUTTONS = [{ id: 1, label: '{保健室:ほけんしつ}の{先生:せんせい}と{話:はな}したい', notificationEmails: [], translations: {} }];

describe('SosButtonsForm readings (issue 24 item 4)', () => {
  it('previews a label with readings as the pupil sees it and names the button without them', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<SosButtonsForm buttons={BUTTONS} readOnly={false} />);
    const [label, added] = screen.getAllByRole('textbox', { name: 'ボタンの文言' });
    expect(label).toHaveAccessibleDescription(/\{漢字:よみ\} と書きます/);
    const [preview] = screen.getAllByTestId('ruby-preview');
    expect([...preview!.querySelectorAll('ruby')].map((r) => r.innerHTML)).toEqual(['保健室<rt>ほけんしつ</rt>', '先生<rt>せんせい</rt>', '話<rt>はな</rt>']);
    expect(screen.getByRole('button', { name: /保健室の先生と話したい$/ })).toBeInTheDocument();

    expect(screen.getAllByTestId('ruby-preview')).toHaveLength(1);
    await user.type(added!, '{{担任:たんにん}の{{先生:せんせい}');
    expect(screen.getAllByTestId('ruby-preview')).toHaveLength(2);
    expect(screen.getAllByTestId('ruby-preview')[1]).toHaveTextContent('担任たんにんの先生せんせい');
  });
});
