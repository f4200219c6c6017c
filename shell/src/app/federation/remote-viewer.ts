import type { TMyOrganization, TSessionUser } from '@propdesk/shared/contracts';
import { PLATFORM_STAFF_ROLES } from '@propdesk/shared/domain';
import type { RemoteAppProps } from '@propdesk/shared/federation';
import { useCurrentOrganization, useSession } from '@propdesk/shared/session';

type RemoteViewerProps = Required<Pick<RemoteAppProps, 'viewer' | 'organizationId'>>;

/**
 * Who looks at a remote's page and which organization they run, as the shell hands it to every remote:
 * platform admins and managers run the organization chosen in the switcher, a firm's staff the one they
 * work for; traders and visitors run none.
 */
export function remoteViewerOf(
  user: TSessionUser | null,
  currentOrganization: TMyOrganization | null,
): RemoteViewerProps {
  if (user === null) return { viewer: 'visitor', organizationId: null };
  if (PLATFORM_STAFF_ROLES.includes(user.profile.role)) {
    return { viewer: 'platform-admin', organizationId: currentOrganization?.id ?? null };
  }
  if (currentOrganization !== null && currentOrganization.role !== 'user') {
    return { viewer: 'member', organizationId: currentOrganization.id };
  }
  return { viewer: 'trader', organizationId: null };
}

export function useRemoteViewer(): RemoteViewerProps {
  const user = useSession((state) => state.user);
  return remoteViewerOf(user, useCurrentOrganization());
}
