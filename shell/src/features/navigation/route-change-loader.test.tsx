import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { Link } from '@propdesk/shared/router';
import { renderShell } from '../../testing/render-shell.tsx';
import { ROUTE_CHANGE_LOADER_MS, RouteChangeLoader } from './route-change-loader.tsx';

describe('RouteChangeLoader (~100 ms loader on every path change)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is hidden on first load, shows after a path change, then hides again', () => {
    renderShell(
      <>
        <RouteChangeLoader />
        <Link to="/accounts">Accounts</Link>
      </>,
      { path: '/dashboard' },
    );
    expect(screen.queryByTestId('route-change-loader')).not.toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Accounts' }).click());
    expect(screen.getByTestId('route-change-loader')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_LOADER_MS));
    expect(screen.queryByTestId('route-change-loader')).not.toBeInTheDocument();
  });
});
