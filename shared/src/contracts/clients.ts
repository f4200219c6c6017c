import { z } from 'zod';
import {
  CLIENT_NOTE_MAX_LENGTH,
  CLIENT_PAGE_SIZE_MAX,
  CLIENT_SORTS,
  CLIENT_TIMELINE_KINDS,
  CLIENT_SORT_DIRECTIONS,
} from '../domain/clients.ts';
import { CERTIFICATE_KINDS } from '../domain/certificates.ts';
import { KYC_STATUSES } from '../domain/kyc.ts';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { PAYOUT_STATUSES } from '../domain/payouts.ts';
import { PHASE_KINDS, PROGRAMS } from '../domain/plans.ts';
import { TRADING_ACCOUNT_STATUSES } from '../domain/trading-accounts.ts';

export * from '../domain/clients.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

/** Instants a filter may name: the databases hold no client outside them, and reject some years. */
const ZFilterInstant = ZInstant.refine(
  (value) => Date.parse(value) >= Date.UTC(2000, 0, 1) && Date.parse(value) < Date.UTC(2200, 0, 1),
  { message: 'Must be between the years 2000 and 2199' },
);

/** A yes/no filter as a query string carries it. */
const ZFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZClientOrganizationParams = z.object({ organizationId: ZId });
export const ZClientParams = ZClientOrganizationParams.extend({ userId: ZId });

/** The filters of the list and of its export (docs/permissions.md: clients.read, clients.export). */
export const ZClientFilters = z.object({
  /** Part of the name or of the email, any case. */
  search: z.string().trim().max(200).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Must be a two-letter country code')
    .optional(),
  kyc: z.enum(KYC_STATUSES).optional(),
  /** Holds a live funded account (a funded phase, or an instant account) at this firm. */
  funded: ZFlag.optional(),
  /** Their sign-in is blocked. */
  blocked: ZFlag.optional(),
  /** Joined on or after / before these instants. */
  joinedFrom: ZFilterInstant.optional(),
  joinedTo: ZFilterInstant.optional(),
});

export const ZClientListQuery = ZClientFilters.extend({
  sort: z.enum(CLIENT_SORTS).default('joined'),
  /** Each sort's own direction when left out (DEFAULT_CLIENT_SORT_DIRECTIONS). */
  direction: z.enum(CLIENT_SORT_DIRECTIONS).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENT_PAGE_SIZE_MAX).default(20),
});
export type TClientListQuery = z.infer<typeof ZClientListQuery>;
/** The filters of a list or an export, in the organization they are scoped by. */
export type TClientFilters = z.infer<typeof ZClientFilters> & { organizationId: string };

/** One client as the list shows them. */
export const ZClientRow = z.object({
  userId: ZId,
  name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  joinedAt: ZInstant,
  kycStatus: z.enum(KYC_STATUSES),
  /** Their trading accounts at this firm, every phase and status. */
  accountsCount: z.number().int(),
  isFunded: z.boolean(),
  isBlocked: z.boolean(),
  isEmailVerified: z.boolean(),
  lastSignInAt: ZInstant.nullable(),
});
export type TClientRow = z.infer<typeof ZClientRow>;

export const ZClientPage = z.object({
  clients: z.array(ZClientRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TClientPage = z.infer<typeof ZClientPage>;

export const ZClientAccount = z.object({
  id: ZId,
  login: z.string(),
  program: z.enum(PROGRAMS),
  phaseKind: z.enum(PHASE_KINDS),
  status: z.enum(TRADING_ACCOUNT_STATUSES),
  currency: z.string(),
  accountSizeMinor: z.number().int(),
  balanceMinor: z.number().int(),
  openedAt: ZInstant,
});
export type TClientAccount = z.infer<typeof ZClientAccount>;

export const ZClientOrder = z.object({
  id: ZId,
  program: z.enum(PROGRAMS),
  accountSizeMinor: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: ZInstant,
  paidAt: ZInstant.nullable(),
  /** What the firm holds of the order (the sum of its ledger): what staff can still refund. */
  balanceMinor: z.number().int(),
  /** Given back by refunds, as a positive amount. */
  refundedMinor: z.number().int(),
  /** Taken back by chargebacks still standing (a won dispute brings its amount back), as a positive amount. */
  chargedBackMinor: z.number().int(),
  /** The logins of the accounts the order bought that still trade: the ones a refund closes. */
  liveAccountLogins: z.array(z.string()),
});
export type TClientOrder = z.infer<typeof ZClientOrder>;

export const ZClientPayout = z.object({
  id: ZId,
  login: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  requestedAt: ZInstant,
  paidAt: ZInstant.nullable(),
});
export type TClientPayout = z.infer<typeof ZClientPayout>;

/** A certificate the firm issued to the client; staff who may revoke it do so from the client's page. */
export const ZClientCertificate = z.object({
  id: ZId,
  kind: z.enum(CERTIFICATE_KINDS),
  login: z.string(),
  code: z.string(),
  amountMinor: z.number().int().nullable(),
  currency: z.string(),
  issuedAt: ZInstant,
  revokedAt: ZInstant.nullable(),
  revocationReason: z.string().nullable(),
});
export type TClientCertificate = z.infer<typeof ZClientCertificate>;

export const ZClientNote = z.object({
  id: ZId,
  text: z.string(),
  /** Null once the author's account is gone. */
  authorName: z.string().nullable(),
  createdAt: ZInstant,
});
export type TClientNote = z.infer<typeof ZClientNote>;

export const ZClientNoteInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(CLIENT_NOTE_MAX_LENGTH, `At most ${CLIENT_NOTE_MAX_LENGTH} characters`),
});
export type TClientNoteInput = z.infer<typeof ZClientNoteInput>;

/**
 * One line of the activity timeline. `event` says what happened within its kind (an order's status, an
 * account activity's kind, a payout step, a KYC step, a staff action); front ends translate the pair and
 * show an unknown one as written.
 */
export const ZClientTimelineEntry = z.object({
  id: z.string(),
  at: ZInstant,
  kind: z.enum(CLIENT_TIMELINE_KINDS),
  event: z.string(),
  /** The account login, the program bought or the address signed in from, when there is one. */
  subject: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** Who did a staff action. */
  actorName: z.string().nullable(),
});
export type TClientTimelineEntry = z.infer<typeof ZClientTimelineEntry>;

/** Everything staff read about one client; each list is the newest CLIENT_DETAIL_LIMITS of its kind. */
export const ZClientDetail = z.object({
  client: ZClientRow.extend({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    blockedAt: ZInstant.nullable(),
    /** Sessions that can still be used (not ended, not expired). */
    activeSessions: z.number().int(),
    lastActiveAt: ZInstant.nullable(),
  }),
  kyc: z.object({
    status: z.enum(KYC_STATUSES),
    submittedAt: ZInstant.nullable(),
    reviewedAt: ZInstant.nullable(),
    rejectionReason: z.string().nullable(),
  }),
  accounts: z.array(ZClientAccount),
  orders: z.array(ZClientOrder),
  payouts: z.array(ZClientPayout),
  certificates: z.array(ZClientCertificate),
  notes: z.array(ZClientNote),
  timeline: z.array(ZClientTimelineEntry),
  /** How many there are in all, so a page can say it shows the newest ones. */
  totals: z.object({
    accounts: z.number().int(),
    orders: z.number().int(),
    payouts: z.number().int(),
    certificates: z.number().int(),
    notes: z.number().int(),
  }),
});
export type TClientDetail = z.infer<typeof ZClientDetail>;

/** What blocking, unblocking or ending the sessions of a client changed. */
export const ZClientSignInState = z.object({
  blockedAt: ZInstant.nullable(),
  endedSessions: z.number().int(),
});
export type TClientSignInState = z.infer<typeof ZClientSignInState>;

export const ZClientVerificationResent = z.object({ sentTo: z.string() });
export type TClientVerificationResent = z.infer<typeof ZClientVerificationResent>;
