import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@propdesk/shared/router';
import { portalAreaForPath } from '@propdesk/shared/federation';
import { Center, Loader } from '@mantine/core';
import { useMyOrganizations, useSession } from '@propdesk/shared/session';
import { useTranslation } from '@propdesk/shared/i18n';
import { EliteGuard } from '../features/elite/elite-guard.tsx';
import { OrganizationStatusBanner } from '../features/organizations/organization-status-banner.tsx';
import { OrganizationStatusGate } from '../features/organizations/organization-status-gate.tsx';
import { decideAccess, guardedAreaForPath, needsMemberships } from './decide-access.ts';

/** The admin area's pages about the organization chosen in the switcher (`/admin/org-payouts`, …). */
const ORGANIZATION_VIEW_PREFIX = '/admin/org-';

/** Shows the page, a loader while the session is being restored, or the redirect decideAccess chose. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const memberships = useMyOrganizations(needsMemberships(pathname));
  // A failed load counts as no membership: the sign-in page of the area is where to go then.
  const memberRoles =
    memberships.data?.map((organization) => organization.role) ?? (memberships.isError ? [] : null);
  const decision = decideAccess(pathname, status, user, memberRoles);
  // The elite area asks for its access code, not for a session.
  if (portalAreaForPath(pathname) === 'elite') return <EliteGuard>{children}</EliteGuard>;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  // The organization status gate stands in front of the trader area; staff running an organization (its
  // own area, a platform admin's organization view) see its status above the page instead.
  const area = guardedAreaForPath(pathname);
  if (area === 'client') return <OrganizationStatusGate>{children}</OrganizationStatusGate>;
  if (area === 'organization' || pathname.startsWith(ORGANIZATION_VIEW_PREFIX)) {
    return (
      <>
        <OrganizationStatusBanner />
        {children}
      </>
    );
  }
  return children;
}
