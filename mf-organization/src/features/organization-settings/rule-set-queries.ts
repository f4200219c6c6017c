import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TImpactPreview,
  TLatestImpactPreview,
  TProgram,
  TRuleSetCheck,
  TRuleSetCheckInput,
  TRuleSetVersion,
  TRuleSetVersionPage,
} from '@propdesk/shared/contracts';
import { useApi } from '@propdesk/shared/session';
import { useRefreshingChange } from './queries.ts';

const ruleSetsPath = (organizationId: string) =>
  `api/organizations/${encodeURIComponent(organizationId)}/rule-sets`;
const versionPath = (organizationId: string, ruleSetId: string) =>
  `${ruleSetsPath(organizationId)}/${encodeURIComponent(ruleSetId)}`;

export const ruleSetKeys = {
  all: (organizationId: string) => ['organizations', organizationId, 'rule-sets'] as const,
  versions: (organizationId: string, program: TProgram, page: number) =>
    [...ruleSetKeys.all(organizationId), program, page] as const,
  preview: (organizationId: string, ruleSetId: string) =>
    [...ruleSetKeys.all(organizationId), 'impact', ruleSetId] as const,
};

/** One page of a program's versions, with the one in force and the pending draft named apart. */
export function useRuleSetVersions(organizationId: string, program: TProgram, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ruleSetKeys.versions(organizationId, program, page),
    queryFn: () =>
      api
        .get(ruleSetsPath(organizationId), { searchParams: { program, page: String(page), pageSize: '10' } })
        .json<TRuleSetVersionPage>(),
  });
}

/** Starts the program's draft from the version in force. */
export function useCreateRuleSetDraft(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(ruleSetKeys.all(organizationId), (program: TProgram) =>
    api.post(ruleSetsPath(organizationId), { json: { program } }).json<TRuleSetVersion>(),
  );
}

/** Saves the draft's rules (refused with every problem when they are not valid). */
export function useSaveRuleSetDraft(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(
    ruleSetKeys.all(organizationId),
    ({ ruleSetId, data }: { ruleSetId: string; data: unknown }) =>
      api.put(versionPath(organizationId, ruleSetId), { json: { data } }).json<TRuleSetVersion>(),
  );
}

/** Checks rules as written and answers their texts; a question, not a change, so never cached. */
export function useCheckRuleSet(organizationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TRuleSetCheckInput) =>
      api.post(`${ruleSetsPath(organizationId)}/check`, { json: input }).json<TRuleSetCheck>(),
    retry: false,
  });
}

/** Schedules the draft (null: at once); the public pages switch the moment it takes effect. */
export function useScheduleRuleSet(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(
    ruleSetKeys.all(organizationId),
    ({ ruleSetId, effectiveFrom }: { ruleSetId: string; effectiveFrom: string | null }) =>
      api
        .post(`${versionPath(organizationId, ruleSetId)}/schedule`, { json: { effectiveFrom } })
        .json<TRuleSetVersion>(),
  );
}

/** Takes a scheduled version back to a draft, before its date. */
export function useUnscheduleRuleSet(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(ruleSetKeys.all(organizationId), (ruleSetId: string) =>
    api.post(`${versionPath(organizationId, ruleSetId)}/unschedule`).json<TRuleSetVersion>(),
  );
}

export function useDiscardRuleSetDraft(organizationId: string) {
  const api = useApi();
  return useRefreshingChange(ruleSetKeys.all(organizationId), async (ruleSetId: string) => {
    await api.delete(versionPath(organizationId, ruleSetId));
  });
}

/** How often a running preview is asked for its progress. */
const PREVIEW_POLL_MS = 1_000;

/**
 * The draft's latest impact preview (null when none was run), asked again every second while it is
 * queued or running.
 */
export function useImpactPreview(organizationId: string, ruleSetId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ruleSetKeys.preview(organizationId, ruleSetId),
    queryFn: () =>
      api
        .get(`${versionPath(organizationId, ruleSetId)}/impact-previews/latest`)
        .json<TLatestImpactPreview>()
        .then((answer) => answer.preview),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? PREVIEW_POLL_MS : false;
    },
  });
}

/** Starts a preview of the draft as saved; the answer is the queued run. */
export function useStartImpactPreview(organizationId: string, ruleSetId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`${versionPath(organizationId, ruleSetId)}/impact-previews`).json<TImpactPreview>(),
    retry: false,
    onSuccess: (preview) => queryClient.setQueryData(ruleSetKeys.preview(organizationId, ruleSetId), preview),
  });
}
