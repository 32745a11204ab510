import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { LOADING_DISPLAY_DELAY_MS, LoadingScreen } from './loading-screen.tsx';

describe('LoadingScreen (spec §9 data-fetch minimum display delay 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('announces loading at once but shows the spinner only from 200 ms on', () => {
    vi.useFakeTimers();
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
    expect(screen.queryByTestId('loading-spinner')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_DISPLAY_DELAY_MS - 1));
    expect(screen.queryByTestId('loading-spinner')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('loading-spinner')).toBeInTheDocument();
  });
});
