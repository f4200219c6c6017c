import { skipToken, useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import type { TMyOrganization } from '../contracts/index.ts';
import { useApi } from './api-provider.tsx';
import { sessionStore, useSession } from './session-store.ts';

/**
 * The signed-in user's organizations (admins: all of them, newest first; everyone else: their active
 * memberships). `isWanted` false skips the request, for callers that only sometimes need them. The shell
 * and the remotes read the same cache entry, so a remote's page and the shell's header agree on the list.
 */
export function useMyOrganizations(isWanted = true) {
  const api = useApi();
  const userId = useSession((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['me', 'organizations', userId],
    queryFn:
      userId === null || !isWanted
        ? skipToken
        : async () =>
            (await api.get('api/me/organizations').json<{ organizations: TMyOrganization[] }>())
              .organizations,
  });
}

/** Where each person's last choice is kept on this browser (it holds ids only, never a secret). */
export const CURRENT_ORGANIZATION_STORAGE_KEY = 'propdesk:current-organization';
/** People remembered per browser (a shared office computer); the least recently choosing are dropped. */
const MAX_REMEMBERED_PEOPLE = 20;

interface CurrentOrganizationState {
  /** The signed-in person's choice; null until they choose (or while nobody is signed in). */
  chosenId: string | null;
  /** Each person's last choice on this browser, by user id: what survives a reload. */
  chosenByUser: Record<string, string>;
  choose: (organizationId: string) => void;
}

function signedInUserId(): string | null {
  return sessionStore.getState().user?.id ?? null;
}

/** Only string ids survive a stored value that is old, foreign or tampered with. */
function sanitizedChoices(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries(entries.slice(-MAX_REMEMBERED_PEOPLE));
}

/**
 * The choices kept on this browser. Read and written by hand rather than through zustand's persist
 * middleware: this module is on every first load, the landing's included, and the middleware would add
 * its whole module for two localStorage calls.
 */
function storedChoices(): Record<string, string> {
  try {
    const stored = JSON.parse(localStorage.getItem(CURRENT_ORGANIZATION_STORAGE_KEY) ?? 'null') as {
      state?: { chosenByUser?: unknown };
    } | null;
    return sanitizedChoices(stored?.state?.chosenByUser);
  } catch {
    return {};
  }
}

function storeChoices(chosenByUser: Record<string, string>): void {
  try {
    localStorage.setItem(
      CURRENT_ORGANIZATION_STORAGE_KEY,
      JSON.stringify({ state: { chosenByUser }, version: 1 }),
    );
  } catch {
    // Storage full or refused (private mode): the choice still holds for this page's life.
  }
}

/**
 * The organization the person picked in the switcher. It lives in this shared singleton module, so a
 * remote's page (the organization's notifications, payouts, profile, …) follows the shell's switcher,
 * and it is kept in localStorage per signed-in person, so a platform admin's Organization View survives a
 * reload and another person signing in on the same browser starts from their own choice.
 */
export const useCurrentOrganizationChoice = create<CurrentOrganizationState>()((set) => ({
  chosenId: null,
  chosenByUser: typeof localStorage === 'undefined' ? {} : storedChoices(),
  choose: (organizationId) =>
    set((state) => {
      const userId = signedInUserId();
      if (userId === null) return { chosenId: organizationId };
      // Re-inserted last, so the oldest choosers are the first dropped.
      const others = Object.entries(state.chosenByUser).filter(([id]) => id !== userId);
      const chosenByUser = sanitizedChoices(Object.fromEntries([...others, [userId, organizationId]]));
      storeChoices(chosenByUser);
      return { chosenId: organizationId, chosenByUser };
    }),
}));

/** Reads the stored choices again (what a reload does), for the signed-in person too. */
export function reloadOrganizationChoices(): void {
  const chosenByUser = storedChoices();
  const userId = signedInUserId();
  useCurrentOrganizationChoice.setState({
    chosenByUser,
    chosenId: userId === null ? null : (chosenByUser[userId] ?? null),
  });
}

// Whoever signs in (or out) gets their own last choice back, and nobody inherits the previous person's.
sessionStore.subscribe((state, previous) => {
  const userId = state.user?.id ?? null;
  if (userId === (previous.user?.id ?? null)) return;
  const { chosenByUser } = useCurrentOrganizationChoice.getState();
  useCurrentOrganizationChoice.setState({
    chosenId: userId === null ? null : (chosenByUser[userId] ?? null),
  });
});

/** The chosen one, else the organization with slug `default`, else the first. */
export function pickCurrentOrganization(
  organizations: readonly TMyOrganization[],
  chosenId: string | null,
): TMyOrganization | null {
  return (
    organizations.find((organization) => organization.id === chosenId) ??
    organizations.find((organization) => organization.slug === 'default') ??
    organizations[0] ??
    null
  );
}

/** The organization being run in this tab; null while the list loads or when there is none. */
export function useCurrentOrganization(): TMyOrganization | null {
  const { data } = useMyOrganizations();
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  return data ? pickCurrentOrganization(data, chosenId) : null;
}

/**
 * The organization being run, with whether the list is still loading: what the Organization View pages
 * read. Their queries are keyed by its id, so choosing another organization in the switcher refetches them.
 */
export function useCurrentOrganizationState(): { organization: TMyOrganization | null; isPending: boolean } {
  const organizations = useMyOrganizations();
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  const organization = organizations.data ? pickCurrentOrganization(organizations.data, chosenId) : null;
  return { organization, isPending: organizations.isPending };
}

/** The id of the organization being run (what the staff pages' queries are keyed by), and whether it loads. */
export function useCurrentOrganizationId(): { organizationId: string | null; isPending: boolean } {
  const { organization, isPending } = useCurrentOrganizationState();
  return { organizationId: organization?.id ?? null, isPending };
}
