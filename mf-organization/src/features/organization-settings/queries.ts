import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApiKey,
  TApiKeyCreated,
  TApiKeyList,
  TBrand,
  TBrandInput,
  TBrandSaved,
  TCreateApiKeyInput,
  TCreateWebhookInput,
  TIngestionKeyIssued,
  TIngestionKeyStatus,
  TOrganizationDomain,
  TOrganizationDomainList,
  TPlanInput,
  TStaffPlan,
  TStaffPlanList,
  TWebhookCreated,
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookEndpoint,
  TWebhookEndpointList,
} from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';

/**
 * A change the api answers, after which what `queryKey` names is asked again (whether it worked or not:
 * a refusal may follow a change another tab made). Never retried: a change is sent once.
 */
export function useRefreshingChange<TVariables, TAnswer>(
  queryKey: readonly unknown[],
  send: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const organizationSettingsKeys = {
  brand: (organizationId: string) => ['organizations', organizationId, 'brand'] as const,
};

const brandPath = (organizationId: string) => `api/organizations/${encodeURIComponent(organizationId)}/brand`;

/** GET the brand; keyed by the organization, so choosing another one in the switcher refetches. */
export function useBrand(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: organizationSettingsKeys.brand(organizationId ?? ''),
    queryFn: () => api.get(brandPath(organizationId ?? '')).json<TBrand>(),
    enabled: organizationId !== null,
  });
}

/**
 * Every change of the brand answers the brand as stored: it replaces the cached one, and the public
 * branding the shell dresses the pages in is asked again, so the page wears the new look at once.
 */
function useBrandChange<TVariables, TAnswer extends TBrand>(
  organizationId: string,
  send: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: (brand) => {
      queryClient.setQueryData(organizationSettingsKeys.brand(organizationId), brand);
      void queryClient.invalidateQueries({ queryKey: ['public', 'organization'] });
    },
  });
}

/** PUT colours, font and custom CSS; the answer lists what the api removed from the CSS. */
export function useSaveBrand(organizationId: string) {
  const api = useApi();
  return useBrandChange(organizationId, (input: TBrandInput) =>
    api.put(brandPath(organizationId), { json: input }).json<TBrandSaved>(),
  );
}

/** PUT the logo's bytes as they are: the api tells PNG, JPEG and SVG apart by their content. */
export function useUploadLogo(organizationId: string) {
  const api = useApi();
  return useBrandChange(organizationId, (file: File) =>
    api
      .put(`${brandPath(organizationId)}/logo`, {
        body: file,
        headers: { 'content-type': 'application/octet-stream' },
        timeout: 60_000,
      })
      .json<TBrand>(),
  );
}

export function useRemoveLogo(organizationId: string) {
  const api = useApi();
  return useBrandChange(organizationId, () => api.delete(`${brandPath(organizationId)}/logo`).json<TBrand>());
}

const domainsPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/domains`;

export const domainKeys = {
  list: (organizationId: string) => ['organizations', organizationId, 'domains'] as const,
};

/** GET the firm's domains, each with its TXT record and standing. */
export function useDomains(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: domainKeys.list(organizationId ?? ''),
    queryFn: async () =>
      (await api.get(domainsPath(organizationId ?? '')).json<TOrganizationDomainList>()).domains,
    enabled: organizationId !== null,
  });
}

export function useAddDomain(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(domainKeys.list(organizationId), (domain: string) =>
    api.post(domainsPath(organizationId), { json: { domain } }).json<TOrganizationDomain>(),
  );
}

export function useVerifyDomain(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(domainKeys.list(organizationId), (domainId: string) =>
    api
      .post(`${domainsPath(organizationId)}/${encodeURIComponent(domainId)}/verify`, { timeout: 30_000 })
      .json<TOrganizationDomain>(),
  );
}

export function useRemoveDomain(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(domainKeys.list(organizationId), async (domainId: string) => {
    await api.delete(`${domainsPath(organizationId)}/${encodeURIComponent(domainId)}`);
  });
}

const ingestionKeyPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/ingestion-key`;

/** The ingestion endpoint and the state of the bridges' signing secret (never the secret). */
export function useIngestionKey(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['organizations', organizationId ?? '', 'ingestion-key'] as const,
    queryFn: () => api.get(ingestionKeyPath(organizationId ?? '')).json<TIngestionKeyStatus>(),
    enabled: organizationId !== null,
  });
}

/** Issues (or replaces) the signing secret; the answer holds it, this once. */
export function useIssueIngestionKey(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(['organizations', organizationId, 'ingestion-key'], () =>
    api.post(ingestionKeyPath(organizationId)).json<TIngestionKeyIssued>(),
  );
}

const apiKeysPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/api-keys`;
const apiKeysKey = (organizationId: string) => ['organizations', organizationId, 'api-keys'] as const;

/** The firm's API keys, newest first, revoked ones included; never a secret. */
export function useApiKeys(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: apiKeysKey(organizationId ?? ''),
    queryFn: async () => (await api.get(apiKeysPath(organizationId ?? '')).json<TApiKeyList>()).keys,
    enabled: organizationId !== null,
  });
}

/** Creates a key; the answer holds the full key, this once. */
export function useCreateApiKey(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(apiKeysKey(organizationId), (input: TCreateApiKeyInput) =>
    api.post(apiKeysPath(organizationId), { json: input }).json<TApiKeyCreated>(),
  );
}

export function useRevokeApiKey(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(apiKeysKey(organizationId), (keyId: string) =>
    api.post(`${apiKeysPath(organizationId)}/${encodeURIComponent(keyId)}/revoke`).json<TApiKey>(),
  );
}

const webhooksPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/webhooks`;
const webhooksKey = (organizationId: string) => ['organizations', organizationId, 'webhooks'] as const;

/** The firm's webhook endpoints; never their secrets. */
export function useWebhooks(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: webhooksKey(organizationId ?? ''),
    queryFn: async () =>
      (await api.get(webhooksPath(organizationId ?? '')).json<TWebhookEndpointList>()).endpoints,
    enabled: organizationId !== null,
  });
}

/** One page of an endpoint's delivery log, newest first. */
export function useWebhookDeliveries(organizationId: string, endpointId: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...webhooksKey(organizationId), endpointId, 'deliveries', page] as const,
    queryFn: () =>
      api
        .get(`${webhooksPath(organizationId)}/${encodeURIComponent(endpointId)}/deliveries`, {
          searchParams: { page: String(page), pageSize: '10' },
        })
        .json<TWebhookDeliveryPage>(),
  });
}

export function useCreateWebhook(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(webhooksKey(organizationId), (input: TCreateWebhookInput) =>
    api.post(webhooksPath(organizationId), { json: input }).json<TWebhookCreated>(),
  );
}

export function useSetWebhookActive(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(
    webhooksKey(organizationId),
    ({ endpointId, isActive }: { endpointId: string; isActive: boolean }) =>
      api
        .put(`${webhooksPath(organizationId)}/${encodeURIComponent(endpointId)}/active`, {
          json: { isActive },
        })
        .json<TWebhookEndpoint>(),
  );
}

export function useRemoveWebhook(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(webhooksKey(organizationId), async (endpointId: string) => {
    await api.delete(`${webhooksPath(organizationId)}/${encodeURIComponent(endpointId)}`);
  });
}

export function useReplayDelivery(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(webhooksKey(organizationId), (deliveryId: string) =>
    api
      .post(
        `api/organizations/${encodeURIComponent(organizationId)}/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`,
      )
      .json<TWebhookDelivery>(),
  );
}

const plansPath = (organizationId: string) => `api/organizations/${encodeURIComponent(organizationId)}/plans`;
const plansKey = (organizationId: string) => ['organizations', organizationId, 'plans'] as const;

/** Every plan of the firm, on sale or not. */
export function useStaffPlans(organizationId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: plansKey(organizationId ?? ''),
    queryFn: async () => (await api.get(plansPath(organizationId ?? '')).json<TStaffPlanList>()).plans,
    enabled: organizationId !== null,
  });
}

/** Adds a plan (no id) or changes one; the list is asked again either way. */
export function useSavePlan(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(
    plansKey(organizationId),
    ({ planId, input }: { planId: string | null; input: TPlanInput }) =>
      (planId === null
        ? api.post(plansPath(organizationId), { json: input })
        : api.put(`${plansPath(organizationId)}/${encodeURIComponent(planId)}`, { json: input })
      ).json<TStaffPlan>(),
  );
}
