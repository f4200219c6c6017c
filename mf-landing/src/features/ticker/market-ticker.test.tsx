import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@propdesk/shared/testing';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { MarketTicker } from './market-ticker.tsx';

registerLandingTranslations();

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('MarketTicker', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // Every tick moves up by a visible step, so a test cannot flake on a move too small to show.
    jest.spyOn(Math, 'random').mockReturnValue(0.95);
  });
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('moves every 3 s, pauses while the tab is hidden, and is no live region', () => {
    renderWithProviders(<MarketTicker />);
    const eurusd = () => screen.getByTestId('ticker-EURUSD').textContent;
    const opening = eurusd();
    expect(opening).toContain('1.08500');
    expect(screen.getByRole('region', { name: 'Market ticker' })).not.toHaveAttribute('aria-live');
    expect(screen.getByRole('link', { name: /Live charts/ })).toHaveAttribute('target', '_blank');

    act(() => jest.advanceTimersByTime(3_000));
    const moved = eurusd();
    expect(moved).not.toBe(opening);

    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(30_000));
    expect(eurusd()).toBe(moved);

    act(() => setVisibility('visible'));
    act(() => jest.advanceTimersByTime(3_000));
    expect(eurusd()).not.toBe(moved);
  });
});
