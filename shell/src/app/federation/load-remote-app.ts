import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps, TRemoteName, TRemotesConfig } from '@propdesk/shared/federation';

/** The federation runtime sets no timeout of its own; a hung remote server must not hang the page. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  readonly remote: TRemoteName;

  constructor(remote: TRemoteName, reason: string) {
    super(`Remote ${remote} could not be loaded: ${reason}`);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/** Registers every remote from its manifest. Nothing is fetched until a route needs the remote. */
export function registerRemoteManifests(config: TRemotesConfig): void {
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
}

type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

export async function loadRemoteApp(
  remote: TRemoteName,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<RemoteAppModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timed out')), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<RemoteAppModule>(`${remote}/App`), timeout]);
    if (!module?.default) throw new RemoteLoadError(remote, 'it exposes no ./App component');
    return module;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
