import { useQueries } from '@tanstack/react-query';
import type { TRemoteName } from '@propdesk/shared/federation';
import { useRuntimeConfig } from './runtime-config-context.tsx';
import { fetchRemoteNavigation, type RemoteDeclaration } from './remote-navigation.ts';

/**
 * mf-landing serves the public pages, a list every part of the portal shares (PUBLIC_PATHS): the shell
 * routes them without waiting for any declaration, so a visitor of the landing never fetches one.
 */
const LANDING: TRemoteName = 'mf_landing';

export interface RemoteNavigationState {
  /** Every portal remote's declaration, in remotes.json's order. */
  declarations: RemoteDeclaration[];
  /** Reads again the declarations that could not be read (the unavailable panel's Retry). */
  retryFailed: () => void;
}

/**
 * The declarations of the remotes in remotes.json, read once per page load and shared by the router and
 * the sidebar through the query cache.
 */
export function useRemoteNavigation(): RemoteNavigationState {
  const { remotes } = useRuntimeConfig();
  const portalRemotes = remotes.filter(({ name }) => name !== LANDING);
  const results = useQueries({
    queries: portalRemotes.map(({ name, entry }) => ({
      queryKey: ['remote-navigation', name, entry],
      queryFn: () => fetchRemoteNavigation(entry),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const declarations = portalRemotes.map(({ name }, index): RemoteDeclaration => {
    const result = results[index];
    if (result?.isSuccess) return { remote: name, status: 'success', navigation: result.data };
    // A declaration being read again after Retry is pending, not failed: the page waits for it.
    return { remote: name, status: result?.isError && !result.isFetching ? 'error' : 'pending' };
  });
  const retryFailed = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  return { declarations, retryFailed };
}
