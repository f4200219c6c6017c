import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { CRYPTO_NETWORKS, PAYOUT_GATES, PAYOUT_METHOD_KINDS, PAYOUT_STATUSES } from '../domain/payouts.ts';
import { KYC_STATUSES } from '../domain/kyc.ts';
import { PHASE_KINDS } from '../domain/plans.ts';
import { TRADING_ACCOUNT_STATUSES } from '../domain/trading-accounts.ts';

export * from '../domain/payouts.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();
const ZLabel = z.string().trim().min(1, 'Give the method a name').max(80, 'At most 80 characters');

/** An IBAN as people type it (spaces, lower case), checked by its country's length and check digits. */
export const ZIban = z
  .string()
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => isValidIBAN(value), { message: 'Not a valid IBAN: check the country code and digits' });

/** A BIC (SWIFT code): 8 or 11 characters, bank, country and location. */
export const ZBic = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => isValidBIC(value), { message: 'Not a valid BIC: 8 or 11 letters and digits' });

export const ZBankTransferInput = z.object({
  kind: z.literal('bank_transfer'),
  label: ZLabel,
  accountHolder: z
    .string()
    .trim()
    .min(2, 'Enter the account holder’s name')
    .max(140, 'At most 140 characters'),
  iban: ZIban,
  bic: ZBic,
});

/**
 * A wallet: the address is checked against its network by the api (a checksum per network); here only
 * its length, so a page can show the api's message next to the field.
 */
export const ZCryptoWalletInput = z.object({
  kind: z.literal('crypto_wallet'),
  label: ZLabel,
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string().trim().min(20, 'Enter the wallet address').max(128, 'At most 128 characters'),
});

export const ZPayoutMethodInput = z.discriminatedUnion('kind', [ZBankTransferInput, ZCryptoWalletInput]);
export type TPayoutMethodInput = z.input<typeof ZPayoutMethodInput>;

export const ZPayoutMethod = z.object({
  id: ZId,
  kind: z.enum(PAYOUT_METHOD_KINDS),
  label: z.string(),
  accountHolder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  network: z.enum(CRYPTO_NETWORKS).nullable(),
  address: z.string().nullable(),
  createdAt: ZInstant,
});
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;
export const ZPayoutMethodList = z.object({ methods: z.array(ZPayoutMethod) });
export type TPayoutMethodList = z.infer<typeof ZPayoutMethodList>;
export const ZPayoutMethodIdParams = z.object({ methodId: ZId });

export const ZPayoutGateResult = z.object({
  gate: z.enum(PAYOUT_GATES),
  isMet: z.boolean(),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  /** Epoch ms when time alone will meet the gate; null when time does not. */
  metAt: z.number().nullable(),
});
export type TPayoutGateResult = z.infer<typeof ZPayoutGateResult>;

/** The checklist and the amounts of the next payout of one funded account. */
export const ZPayoutEligibility = z.object({
  gates: z.array(ZPayoutGateResult),
  isEligible: z.boolean(),
  payoutNumber: z.number().int(),
  splitPercent: z.number(),
  nextSplitPercent: z.number(),
  maxSplitPercent: z.number(),
  splitStepPercent: z.number(),
  closedProfitMinor: z.number().int(),
  bufferMinor: z.number().int(),
  capMinor: z.number().int().nullable(),
  grossMinor: z.number().int(),
  profitShareMinor: z.number().int(),
  feeRefundMinor: z.number().int(),
  amountMinor: z.number().int(),
});
export type TPayoutEligibility = z.infer<typeof ZPayoutEligibility>;

export const ZPayoutDestination = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank_transfer'),
    label: z.string(),
    accountHolder: z.string(),
    iban: z.string(),
    bic: z.string(),
  }),
  z.object({ kind: z.literal('crypto_wallet'), label: z.string(), network: z.string(), address: z.string() }),
]);

export const ZPayout = z.object({
  id: ZId,
  accountId: ZId,
  login: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  payoutNumber: z.number().int(),
  splitPercent: z.number(),
  grossMinor: z.number().int(),
  profitShareMinor: z.number().int(),
  feeRefundMinor: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  destination: ZPayoutDestination,
  requestedAt: ZInstant,
  decidedAt: ZInstant.nullable(),
  rejectionReason: z.string().nullable(),
  paidAt: ZInstant.nullable(),
  paidReference: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

/** One funded account on the trader's payouts page. */
export const ZPayoutAccount = z.object({
  accountId: ZId,
  login: z.string(),
  program: z.string(),
  phaseKind: z.enum(PHASE_KINDS),
  status: z.enum(TRADING_ACCOUNT_STATUSES),
  currency: z.string(),
  balanceMinor: z.number().int(),
  refundPolicy: z.string(),
  eligibility: ZPayoutEligibility,
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const ZPayoutOverview = z.object({
  kycStatus: z.enum(KYC_STATUSES),
  accounts: z.array(ZPayoutAccount),
  payouts: z.array(ZPayout),
});
export type TPayoutOverview = z.infer<typeof ZPayoutOverview>;

export const ZRequestPayout = z.object({
  accountId: ZId,
  methodId: ZId,
  /** Chosen by the page once per request: sending it again answers the first request. */
  requestKey: z.string().min(8).max(64),
});
export type TRequestPayout = z.infer<typeof ZRequestPayout>;

/** Instants a filter may name: the databases hold no payout outside them, and reject some years. */
const ZFilterInstant = ZInstant.refine(
  (value) => Date.parse(value) >= Date.UTC(2000, 0, 1) && Date.parse(value) < Date.UTC(2200, 0, 1),
  { message: 'Must be between the years 2000 and 2199' },
);
/** An amount column is a 32-bit integer: a larger bound would fail in PostgreSQL rather than match none. */
const ZFilterAmount = z.coerce.number().int().min(0).max(2_147_483_647);

export const ZPayoutListQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  /** Requested on or after / before these instants. */
  from: ZFilterInstant.optional(),
  to: ZFilterInstant.optional(),
  minAmountMinor: ZFilterAmount.optional(),
  maxAmountMinor: ZFilterAmount.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPayoutListQuery = z.infer<typeof ZPayoutListQuery>;
/** The filters of a list or an export, in the organization they are scoped by. */
export type TPayoutFilters = Omit<TPayoutListQuery, 'page' | 'pageSize'> & { organizationId: string };

export const ZStaffPayout = ZPayout.extend({
  traderId: ZId,
  traderName: z.string(),
  traderEmail: z.string(),
});
export type TStaffPayout = z.infer<typeof ZStaffPayout>;

export const ZStaffPayoutPage = z.object({
  payouts: z.array(ZStaffPayout),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TStaffPayoutPage = z.infer<typeof ZStaffPayoutPage>;

/** A payout as staff review it: the checklist now, the trader's identity check and the account. */
export const ZStaffPayoutDetail = z.object({
  payout: ZStaffPayout,
  kycStatus: z.enum(KYC_STATUSES),
  account: z.object({
    id: ZId,
    login: z.string(),
    program: z.string(),
    phaseKind: z.enum(PHASE_KINDS),
    status: z.enum(TRADING_ACCOUNT_STATUSES),
    currency: z.string(),
    balanceMinor: z.number().int(),
    equityMinor: z.number().int(),
    initialBalanceMinor: z.number().int(),
    maxLossFloorMinor: z.number().int(),
  }),
  eligibility: ZPayoutEligibility,
  /** The checklist when the trader asked. */
  checklistAtRequest: z.array(ZPayoutGateResult),
});
export type TStaffPayoutDetail = z.infer<typeof ZStaffPayoutDetail>;

export const ZRejectPayout = z.object({
  reason: z.string().trim().min(5, 'Give the trader a reason of at least 5 characters').max(1000),
});
export const ZMarkPayoutPaid = z.object({
  reference: z.string().trim().min(3, 'Enter the transfer reference').max(200),
});
