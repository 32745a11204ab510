import { screen } from '@testing-library/react';
import type { BullyingAlertCell } from '@sukoyaka/contracts/bullying-alerts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AlertCell } from './alert-cell.tsx';

const cell = (teacherConfirmStatus: BullyingAlertCell['teacherConfirmStatus']): BullyingAlertCell => ({
  alertId: 1,
  memoFlag: false,
  declined: false,
  level: 'normal',
  completed: true,
  handshake: 'false',
  handshakeDetail: 'no_handshake',
  question: 'false',
  seen: false,
  seenDetail: null,
  teacherConfirmStatus,
  bullyingDetail: { whenBullying: [], whereBullying: [] },
  resolved: false,
});

describe('AlertCell confirmation status (spec §4; issue 28 item 12)', () => {
  it('shows 組織確認済み as an icon, not a text badge', () => {
    renderWithProviders(<AlertCell alert={cell('organization_verified')} to="/x" label="回答を見る" />);
    expect(screen.getByRole('img', { name: '組織確認済み' })).toBeInTheDocument();
    expect(screen.queryByText('組織確認済み')).toBeNull();
  });

  it('keeps the other statuses as text', () => {
    renderWithProviders(<AlertCell alert={cell('confirming')} to="/x" label="回答を見る" />);
    expect(screen.getByText('確認中')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '組織確認済み' })).toBeNull();
  });
});
