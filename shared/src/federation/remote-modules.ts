import type { TRemoteName } from './remotes.ts';

/** Loads a module another remote exposes (`./AccountView` of mf_trader), through the page's federation runtime. */
export type TRemoteModuleLoader = (remote: TRemoteName, exposed: `./${string}`) => Promise<unknown>;

let installedLoader: TRemoteModuleLoader | null = null;

/**
 * The shell installs the page's loader at start-up. It lives in this shared singleton so that a remote
 * reaches another remote's module at run time, through the one federation runtime the shell holds and the
 * remotes it registered, without importing that remote's code when it is built.
 */
export function provideRemoteModuleLoader(loader: TRemoteModuleLoader): void {
  installedLoader = loader;
}

/**
 * A module another remote exposes. Rejects when the remote cannot be loaded (down, timed out) or when no
 * shell installed a loader (a remote's standalone page), so the caller shows its own retry.
 */
export function loadRemoteModule<TModule>(remote: TRemoteName, exposed: `./${string}`): Promise<TModule> {
  if (installedLoader === null) {
    return Promise.reject(new Error(`${remote}/${exposed.slice(2)} needs the shell, which loads remotes`));
  }
  return installedLoader(remote, exposed) as Promise<TModule>;
}
