import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@propdesk/shared/router';
import { Center, Loader } from '@propdesk/shared/ui';
import { useSession } from '@propdesk/shared/session';
import { useTranslation } from '@propdesk/shared/i18n';
import { decideAccess } from './decide-access.ts';

/** Shows the page, a loader while the session is being restored, or the redirect of seed section 4. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const decision = decideAccess(pathname, status, user);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return children;
}
