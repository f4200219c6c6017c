/**
 * A firm's clients as its staff see them (Client Management), free of zod so front ends can import them
 * at run time.
 */

/**
 * How the client list can be sorted: when they joined (newest first by default), by name (A to Z) or by
 * their last activity (most recent first; a client never seen comes last either way).
 */
export const CLIENT_SORTS = ['joined', 'name', 'last_activity'] as const;
export type TClientSort = (typeof CLIENT_SORTS)[number];

export const CLIENT_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TClientSortDirection = (typeof CLIENT_SORT_DIRECTIONS)[number];

/** The direction each sort takes when the caller names none. */
export const DEFAULT_CLIENT_SORT_DIRECTIONS: Readonly<Record<TClientSort, TClientSortDirection>> = {
  joined: 'desc',
  name: 'asc',
  last_activity: 'desc',
};

/** The largest page of clients one request may ask for. */
export const CLIENT_PAGE_SIZE_MAX = 100;

/** A staff note: long enough for a support call's summary, short enough to read in the list. */
export const CLIENT_NOTE_MAX_LENGTH = 2000;

/** What a client's activity timeline is made of, each read from the table that already records it. */
export const CLIENT_TIMELINE_KINDS = [
  'sign_in',
  'order',
  'account',
  'payout',
  'kyc',
  'staff_action',
] as const;
export type TClientTimelineKind = (typeof CLIENT_TIMELINE_KINDS)[number];

/**
 * How many of each part the client's details show, newest first: a long-standing trader may have
 * hundreds of orders, and the page (and its one read) must stay the same size whatever their history.
 */
export const CLIENT_DETAIL_LIMITS = {
  accounts: 100,
  orders: 50,
  payouts: 50,
  certificates: 50,
  notes: 100,
  timeline: 60,
} as const;
