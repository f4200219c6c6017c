import type { ReactNode } from 'react';
import type { TRemoteName } from '@propdesk/shared/federation';
import { useTranslation } from '@propdesk/shared/i18n';
import { NotFoundPage, PageLoader } from '@propdesk/shared/ui-plain';
import { LazyRemoteUnavailable } from './lazy-remote-unavailable.tsx';
import type { RemoteResolution } from '../../lib/remote-navigation.ts';

export interface RemotePageProps {
  resolution: RemoteResolution;
  onRetry: () => void;
  /** The page of the remote that serves the path. */
  children: (remote: TRemoteName) => ReactNode;
}

/**
 * A portal page once the remotes have said which of them serves it: a loader while one has not answered,
 * the unavailable panel with Retry when the one that may serve it did not answer, the 404 page when none
 * serves it.
 */
export function RemotePage({ resolution, onRetry, children }: RemotePageProps) {
  const { t } = useTranslation();
  switch (resolution.kind) {
    case 'remote':
      return children(resolution.remote);
    case 'waiting':
      return <PageLoader label={t('app.loading')} />;
    case 'unavailable':
      return <LazyRemoteUnavailable onRetry={onRetry} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
