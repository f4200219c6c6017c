import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAppProps } from '@propdesk/shared/federation';
import { renderShell, TEST_RUNTIME_CONFIG } from '../../testing/render-shell.tsx';
import { RemoteLoadError, type loadRemoteApp } from './load-remote-app.ts';
import { createRemoteComponentCache } from './remote-component-cache.ts';
import { RemoteOutlet } from './remote-outlet.tsx';

type Load = typeof loadRemoteApp;

function TraderApp({ apiBaseUrl }: RemoteAppProps) {
  return <h1>Trader area via {apiBaseUrl}</h1>;
}

describe('RemoteOutlet', () => {
  it('renders the remote with the api address from remotes.json', async () => {
    const load = jest.fn<Load>(async () => ({ default: TraderApp }));
    renderShell(<RemoteOutlet remote="mf_trader" cache={createRemoteComponentCache(load)} />);
    expect(
      await screen.findByRole('heading', { name: `Trader area via ${TEST_RUNTIME_CONFIG.apiBaseUrl}` }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_trader');
  });

  it('shows the unavailable panel when the remote cannot load, and Retry loads it again', async () => {
    // React reports every error a boundary catches; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Load>()
      .mockRejectedValueOnce(new RemoteLoadError('mf_trader', 'manifest answered 502'))
      .mockResolvedValueOnce({ default: TraderApp });
    renderShell(<RemoteOutlet remote="mf_trader" cache={createRemoteComponentCache(load)} />);

    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Trader area/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the error screen, not the unavailable panel, when a loaded remote crashes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenApp(): never {
      throw new Error('render exploded');
    }
    const load = jest.fn<Load>(async () => ({ default: BrokenApp }));
    renderShell(<RemoteOutlet remote="mf_trader" cache={createRemoteComponentCache(load)} />);
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText('This part of the portal is unavailable')).not.toBeInTheDocument();
  });

  it('keeps a loaded remote: revisiting it does not load it again', async () => {
    const load = jest.fn<Load>(async () => ({ default: TraderApp }));
    const cache = createRemoteComponentCache(load);
    const first = renderShell(<RemoteOutlet remote="mf_trader" cache={cache} />);
    await screen.findByRole('heading', { name: /Trader area/ });
    first.unmount();
    renderShell(<RemoteOutlet remote="mf_trader" cache={cache} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: /Trader area/ })).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
