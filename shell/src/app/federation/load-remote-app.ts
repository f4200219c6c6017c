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

/**
 * A module a remote exposes (`./App`, `./AccountView`), within the timeout; the page's loader for every
 * remote (provideRemoteModuleLoader) and the shell's own. Fails with RemoteLoadError.
 */
export async function loadExposedModule(
  remote: TRemoteName,
  exposed: `./${string}`,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timed out')), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote(`${remote}/${exposed.slice(2)}`), timeout]);
    if (module === null || module === undefined)
      throw new RemoteLoadError(remote, `it exposes no ${exposed}`);
    return module;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

export async function loadRemoteApp(
  remote: TRemoteName,
  timeoutMs: number = REMOTE_LOAD_TIMEOUT_MS,
): Promise<RemoteAppModule> {
  const module = (await loadExposedModule(remote, './App', timeoutMs)) as Partial<RemoteAppModule>;
  if (!module.default) throw new RemoteLoadError(remote, 'it exposes no ./App component');
  return module as RemoteAppModule;
}
