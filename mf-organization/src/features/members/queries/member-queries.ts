import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInvitation,
  TInvitationPage,
  TMemberPage,
  TMemberStatus,
  TStaffMember,
  TStaffMemberRole,
} from '@propdesk/shared/contracts';
import { memberRoleHas } from '@propdesk/shared/domain';
import { useApi, useMyOrganizations, useSession } from '@propdesk/shared/session';

export type TMemberFilters = { search: string; role: TStaffMemberRole | null; status: TMemberStatus | null };

export const NO_MEMBER_FILTERS: TMemberFilters = { search: '', role: null, status: null };

export const memberKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'members'] as const,
  page: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'members', 'list', params] as const,
  invitations: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'members', 'invitations', params] as const,
};

const inOrganization = (organizationId: string, path: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}${path}`;

/** What the reader may do here, to hide what the api would refuse (it decides all the same). */
export type TMemberPermissions = { canManage: boolean; canManageOwners: boolean };

/**
 * The reader's member permissions in the organization: a platform admin holds every one; anyone else
 * those of their membership's role there (memberRoleHas).
 */
export function useMemberPermissions(organizationId: string | null): TMemberPermissions {
  const profileRole = useSession((state) => state.user?.profile.role ?? null);
  const organizations = useMyOrganizations(true);
  if (profileRole === 'admin') return { canManage: true, canManageOwners: true };
  const role = organizations.data?.find((organization) => organization.id === organizationId)?.role;
  return {
    canManage: role !== undefined && memberRoleHas(role, 'members.manage'),
    canManageOwners: role !== undefined && memberRoleHas(role, 'members.manageOwners'),
  };
}

export function useMemberPage(
  organizationId: string | null,
  filters: TMemberFilters,
  page: number,
  pageSize: number,
) {
  const api = useApi();
  const searchParams: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (filters.search.trim() !== '') searchParams.search = filters.search.trim();
  if (filters.role !== null) searchParams.role = filters.role;
  if (filters.status !== null) searchParams.status = filters.status;
  return useQuery({
    queryKey: memberKeys.page(organizationId ?? '', searchParams),
    queryFn: () =>
      api.get(inOrganization(organizationId ?? '', '/members'), { searchParams }).json<TMemberPage>(),
    enabled: organizationId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useInvitationPage(
  organizationId: string | null,
  role: TStaffMemberRole | null,
  page: number,
  pageSize: number,
) {
  const api = useApi();
  const searchParams: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (role !== null) searchParams.role = role;
  return useQuery({
    queryKey: memberKeys.invitations(organizationId ?? '', searchParams),
    queryFn: () =>
      api.get(inOrganization(organizationId ?? '', '/invitations'), { searchParams }).json<TInvitationPage>(),
    enabled: organizationId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export type TMemberChange =
  | { kind: 'role'; member: TStaffMember; role: TStaffMemberRole }
  | { kind: 'deactivate'; member: TStaffMember }
  | { kind: 'reactivate'; member: TStaffMember };

/** A role change, deactivation or reactivation; the lists are read again after. */
export function useMemberChange(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TMemberChange) => {
      const path = `/members/${encodeURIComponent(change.member.id)}`;
      if (change.kind === 'role') {
        return api
          .patch(inOrganization(organizationId, path), { json: { role: change.role } })
          .json<TStaffMember>();
      }
      return api.post(inOrganization(organizationId, `${path}/${change.kind}`)).json<TStaffMember>();
    },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}

export type TInvitationChange =
  | { kind: 'invite'; email: string; role: TStaffMemberRole }
  | { kind: 'resend'; invitation: TInvitation }
  | { kind: 'revoke'; invitation: TInvitation };

/** Sends, resends or revokes an invitation; the lists are read again after. */
export function useInvitationChange(organizationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TInvitationChange): Promise<void> => {
      if (change.kind === 'invite') {
        await api.post(inOrganization(organizationId, '/invitations'), {
          json: { email: change.email, role: change.role },
        });
        return;
      }
      const path = `/invitations/${encodeURIComponent(change.invitation.id)}`;
      if (change.kind === 'resend') await api.post(inOrganization(organizationId, `${path}/resend`));
      else await api.delete(inOrganization(organizationId, path));
    },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}
