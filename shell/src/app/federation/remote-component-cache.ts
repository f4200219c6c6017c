import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteAppProps, TRemoteName } from '@propdesk/shared/federation';
import { loadRemoteApp } from './load-remote-app.ts';

export type RemoteComponent = LazyExoticComponent<ComponentType<RemoteAppProps>>;

export interface RemoteComponentCache {
  /** The remote's current component: a loaded remote never suspends again when revisited. */
  current(remote: TRemoteName): RemoteComponent;
  /** A new component for Retry: React.lazy caches a rejection forever, so the failed one is dropped. */
  fresh(remote: TRemoteName): RemoteComponent;
}

export function createRemoteComponentCache(load: typeof loadRemoteApp = loadRemoteApp): RemoteComponentCache {
  const components = new Map<TRemoteName, RemoteComponent>();
  const fresh = (remote: TRemoteName) => {
    const component = lazy(() => load(remote));
    components.set(remote, component);
    return component;
  };
  return {
    current: (remote) => components.get(remote) ?? fresh(remote),
    fresh,
  };
}

export const remoteComponentCache = createRemoteComponentCache();
