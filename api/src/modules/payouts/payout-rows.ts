import type { EntityManager } from '@mikro-orm/core';
import type {
  TKycStatus,
  TPayoutEligibility as TPayoutEligibilityView,
  TPayout,
  TPayoutStatus,
  TPhaseKind,
  TProgram,
  TRuleSetData,
  TTradingAccountStatus,
} from '@propdesk/shared/contracts';
import { epochMsOf, jsonOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { assessPayoutEligibility, type TAccountState } from '../../engine/index.ts';
import type { TPayoutDestination } from './payout.entity.ts';

/** The phases that pay out: a funded account, or an instant one (funded from the start). */
export const PAYING_PHASES: readonly TPhaseKind[] = ['funded', 'instant'];

/** A trading account with everything its payout checklist needs, read in one statement. */
export type TPayoutAccountRow = {
  id: string;
  organizationId: string;
  ownerId: string;
  login: string;
  program: TProgram;
  phaseKind: TPhaseKind;
  status: TTradingAccountStatus;
  currency: string;
  rules: TRuleSetData;
  state: TAccountState;
  feeMinor: number;
  firstTradeAt: number | null;
  kycStatus: TKycStatus;
  payoutsTaken: number;
  lastRequestedAt: number | null;
  hasPendingRequest: boolean;
};

export type TRawAccountRow = {
  id: string;
  organization_id: string;
  owner_id: string;
  login: string;
  program: TProgram;
  phase_kind: TPhaseKind;
  status: TTradingAccountStatus;
  currency: string;
  rules: unknown;
  engine_state: unknown;
  fee_minor: unknown;
  first_trade_at: unknown;
  kyc_status: TKycStatus | null;
  payouts_taken: unknown;
  last_requested_at: unknown;
  pending_count: unknown;
};

/**
 * The select list of an account's checklist inputs, on `trading_accounts a` joined with `orders o`: the
 * payout history, the first deal, the fee paid and the owner's identity check, as sub-selects. With
 * `excludesPayout` the history leaves one payout out (one `?` per sub-select, three in all): staff judging
 * a pending request see the checklist without that request counting against itself.
 */
export function accountColumnsSql(excludesPayout: boolean): string {
  const history = (condition: string) =>
    `p.account_id = a.id and ${condition}${excludesPayout ? ' and p.id <> ?' : ''}`;
  return (
    'a.id, a.organization_id, a.owner_id, a.login, a.program, a.phase_kind, a.status, a.currency, ' +
    'a.rules, a.engine_state, o.price_minor as fee_minor, ' +
    '(select min(d.executed_at) from deals d where d.account_id = a.id) as first_trade_at, ' +
    '(select k.status from identity_verifications k where k.user_id = a.owner_id) as kyc_status, ' +
    `(select count(*) from payouts p where ${history("p.status in ('approved', 'paid')")}) as payouts_taken, ` +
    `(select max(p.requested_at) from payouts p where ${history("p.status <> 'rejected'")}) as last_requested_at, ` +
    `(select count(*) from payouts p where ${history("p.status = 'requested'")}) as pending_count`
  );
}

export function toPayoutAccountRow(row: TRawAccountRow): TPayoutAccountRow {
  return {
    id: row.id,
    organizationId: row.organization_id,
    ownerId: row.owner_id,
    login: row.login,
    program: row.program,
    phaseKind: row.phase_kind,
    status: row.status,
    currency: row.currency,
    rules: jsonOf<TRuleSetData>(row.rules),
    state: jsonOf<TAccountState>(row.engine_state),
    feeMinor: numberOf(row.fee_minor),
    firstTradeAt: epochMsOf(row.first_trade_at),
    kycStatus: row.kyc_status ?? 'not_started',
    payoutsTaken: numberOf(row.payouts_taken),
    lastRequestedAt: epochMsOf(row.last_requested_at),
    hasPendingRequest: numberOf(row.pending_count) > 0,
  };
}

/** Funded accounts with their checklist inputs (accountColumnsSql): one statement however many accounts. */
export async function readPayoutAccounts(
  em: EntityManager,
  filter: { ownerId?: string; accountId?: string },
): Promise<TPayoutAccountRow[]> {
  const where: string[] = [`a.phase_kind in (${PAYING_PHASES.map(() => '?').join(', ')})`];
  const params: unknown[] = [...PAYING_PHASES];
  if (filter.ownerId !== undefined) {
    where.push('a.owner_id = ?');
    params.push(filter.ownerId);
  }
  if (filter.accountId !== undefined) {
    where.push('a.id = ?');
    params.push(filter.accountId);
  }
  const rows = await queryRows<TRawAccountRow>(
    em,
    `select ${accountColumnsSql(false)} from trading_accounts a join orders o on o.id = a.order_id ` +
      `where ${where.join(' and ')} order by a.created_at desc, a.id desc`,
    params,
  );
  return rows.map(toPayoutAccountRow);
}

/** The checklist of an account as read. */
export function eligibilityOf(row: TPayoutAccountRow, now: number): TPayoutEligibilityView {
  const eligibility = assessPayoutEligibility({
    rules: row.rules,
    state: row.state,
    isFunded: PAYING_PHASES.includes(row.phaseKind),
    firstFundedTradeAt: row.firstTradeAt,
    kycStatus: row.kycStatus,
    payoutsTaken: row.payoutsTaken,
    lastRequestedAt: row.lastRequestedAt,
    hasPendingRequest: row.hasPendingRequest,
    feeMinor: row.feeMinor,
    now,
  });
  return {
    ...eligibility,
    gates: eligibility.gates.map((gate) => ({ ...gate, values: { ...gate.values } })),
  };
}

/** The payout columns every read selects, on payouts aliased `alias` joined with `trading_accounts a`. */
export function payoutColumnsSql(alias: string): string {
  return [
    'id',
    'account_id',
    'status',
    'payout_number',
    'split_percent',
    'gross_minor',
    'profit_share_minor',
    'fee_refund_minor',
    'amount_minor',
    'currency',
    'destination',
    'requested_at',
    'decided_at',
    'rejection_reason',
    'paid_at',
    'paid_reference',
  ]
    .map((column) => `${alias}.${column} as payout_${column}`)
    .concat('a.login as payout_login')
    .join(', ');
}

export type TRawPayoutRow = {
  payout_id: string;
  payout_account_id: string;
  payout_login: string;
  payout_status: TPayoutStatus;
  payout_payout_number: unknown;
  payout_split_percent: unknown;
  payout_gross_minor: unknown;
  payout_profit_share_minor: unknown;
  payout_fee_refund_minor: unknown;
  payout_amount_minor: unknown;
  payout_currency: string;
  payout_destination: unknown;
  payout_requested_at: unknown;
  payout_decided_at: unknown;
  payout_rejection_reason: string | null;
  payout_paid_at: unknown;
  payout_paid_reference: string | null;
};

export function isoOf(value: unknown): string | null {
  const ms = epochMsOf(value);
  return ms === null ? null : new Date(ms).toISOString();
}

export function toPayout(row: TRawPayoutRow): TPayout {
  return {
    id: row.payout_id,
    accountId: row.payout_account_id,
    login: row.payout_login,
    status: row.payout_status,
    payoutNumber: numberOf(row.payout_payout_number),
    splitPercent: numberOf(row.payout_split_percent),
    grossMinor: numberOf(row.payout_gross_minor),
    profitShareMinor: numberOf(row.payout_profit_share_minor),
    feeRefundMinor: numberOf(row.payout_fee_refund_minor),
    amountMinor: numberOf(row.payout_amount_minor),
    currency: row.payout_currency,
    destination: jsonOf<TPayoutDestination>(row.payout_destination),
    requestedAt: isoOf(row.payout_requested_at) ?? new Date(0).toISOString(),
    decidedAt: isoOf(row.payout_decided_at),
    rejectionReason: row.payout_rejection_reason,
    paidAt: isoOf(row.payout_paid_at),
    paidReference: row.payout_paid_reference,
  };
}

/** A trader's payouts, newest first (a trader has a handful; the page shows the latest 200). */
export async function readOwnPayouts(em: EntityManager, ownerId: string): Promise<TPayout[]> {
  const rows = await queryRows<TRawPayoutRow>(
    em,
    `select ${payoutColumnsSql('p')} from payouts p join trading_accounts a on a.id = p.account_id ` +
      'where p.owner_id = ? order by p.requested_at desc, p.id desc limit 200',
    [ownerId],
  );
  return rows.map(toPayout);
}
