import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCertificateRevocation,
  TClientDetail,
  TClientNote,
  TClientPage,
  TClientSignInState,
  TClientVerificationResent,
  TRevokeCertificate,
} from '@propdesk/shared/contracts';
import { memberRoleHas } from '@propdesk/shared/domain';
import {
  pickCurrentOrganization,
  useApi,
  useCurrentOrganizationChoice,
  useMyOrganizations,
} from '@propdesk/shared/session';
import { clientFilterQuery, type TClientListState } from './client-list-state.ts';

export const clientKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'clients'] as const,
  page: (organizationId: string, params: object) =>
    ['organizations', organizationId, 'clients', 'list', params] as const,
  detail: (organizationId: string, userId: string) =>
    ['organizations', organizationId, 'clients', 'detail', userId] as const,
};

const clientsPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/clients`;
const clientPath = (organizationId: string, userId: string) =>
  `${clientsPath(organizationId)}/${encodeURIComponent(userId)}`;

/** Which staff area reads the clients: the organization's or the admin's (the switcher's choice), or an agent's. */
export type TClientsArea = 'staff' | 'agent';

export type TClientsOrganization = {
  organizationId: string | null;
  isPending: boolean;
  /** What the reader's role there allows; the api refuses the rest anyway (docs/permissions.md). */
  canManage: boolean;
  canExport: boolean;
  /** Opens the client's accounts in the firm's read-only account view (accounts.read). */
  canReadAccounts: boolean;
  canRevokeCertificates: boolean;
  /** Refunds the client's paid orders (billing.refund). */
  canRefund: boolean;
};

/**
 * The organization whose clients are shown. Staff areas follow the shell's switcher (the chosen one, else
 * the default firm, else the first, as every staff page does); a support agent reads the firm they are an
 * agent of, the chosen one when they are an agent of several.
 */
export function useClientsOrganization(area: TClientsArea): TClientsOrganization {
  const organizations = useMyOrganizations(true);
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  const list = organizations.data ?? [];
  const organization =
    area === 'agent'
      ? pickCurrentOrganization(
          list.filter((each) => each.role === 'agent'),
          chosenId,
        )
      : pickCurrentOrganization(list, chosenId);
  const role = organization?.role ?? null;
  return {
    organizationId: organization?.id ?? null,
    isPending: organizations.isPending,
    canManage: area === 'staff' && role !== null && memberRoleHas(role, 'clients.manage'),
    canExport: area === 'staff' && role !== null && memberRoleHas(role, 'clients.export'),
    canReadAccounts: area === 'staff' && role !== null && memberRoleHas(role, 'accounts.read'),
    canRevokeCertificates: area === 'staff' && role !== null && memberRoleHas(role, 'certificates.revoke'),
    canRefund: area === 'staff' && role !== null && memberRoleHas(role, 'billing.refund'),
  };
}

export function useClientPage(organizationId: string | null, state: TClientListState, pageSize: number) {
  const api = useApi();
  const searchParams: Record<string, string> = {
    ...clientFilterQuery(state),
    sort: state.sort,
    ...(state.direction === null ? {} : { direction: state.direction }),
    page: String(state.page),
    pageSize: String(pageSize),
  };
  return useQuery({
    queryKey: clientKeys.page(organizationId ?? '', searchParams),
    queryFn: () => api.get(clientsPath(organizationId ?? ''), { searchParams }).json<TClientPage>(),
    enabled: organizationId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useClientDetail(organizationId: string | null, userId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: clientKeys.detail(organizationId ?? '', userId ?? ''),
    queryFn: () => api.get(clientPath(organizationId ?? '', userId ?? '')).json<TClientDetail>(),
    enabled: organizationId !== null && userId !== null,
    staleTime: 0,
  });
}

export type TClientAction = 'block' | 'unblock' | 'end-sessions' | 'resend-verification';

/** Block, unblock, end sessions or resend the verification mail; the list and the client are read again. */
export function useClientAction(organizationId: string, userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TClientAction) =>
      api
        .post(`${clientPath(organizationId, userId)}/${action}`)
        .json<TClientSignInState | TClientVerificationResent>(),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.all(organizationId) }),
  });
}

export function useAddClientNote(organizationId: string, userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post(`${clientPath(organizationId, userId)}/notes`, { json: { text } }).json<TClientNote>(),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.detail(organizationId, userId) }),
  });
}

/** Revokes one of the client's certificates with the reason the trader reads; the client is read again. */
export function useRevokeCertificate(organizationId: string, userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: string; reason: string }) =>
      api
        .post(
          `api/organizations/${encodeURIComponent(organizationId)}/certificates/${encodeURIComponent(certificateId)}/revoke`,
          { json: { reason } satisfies TRevokeCertificate },
        )
        .json<TCertificateRevocation>(),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.detail(organizationId, userId) }),
  });
}

/**
 * The filtered list as a CSV file, fetched with the session's credentials and handed to the browser (a
 * plain link would carry no bearer token).
 */
export function useExportClients(organizationId: string | null) {
  const api = useApi();
  return useMutation({
    mutationFn: async (state: TClientListState) => {
      const blob = await api
        .get(`${clientsPath(organizationId ?? '')}/export.csv`, { searchParams: clientFilterQuery(state) })
        .blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'clients.csv';
      link.click();
      URL.revokeObjectURL(url);
    },
    retry: false,
  });
}
