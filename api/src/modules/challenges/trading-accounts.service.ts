import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import {
  TRADING_ERROR_CODES,
  type ZTradingAccountPageQuery,
  type TAccountHistory,
  type TActivity,
  type TBreach as TBreachRecord,
  type TDealPage,
  type TDispute as TDisputeRecord,
  type TTradingAccountDetail,
  type TTradingAccountPage,
  type TTradingAccountSummary,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { ownedResourceGuard } from '../../http/owned-resource-guard.ts';
import {
  AccountActivity,
  Breach,
  DailyStat,
  Deal,
  Dispute,
  EquitySnapshot,
  type TBreach,
  type TDispute,
} from './account-records.entity.ts';
import { snapshot, type TAccountSnapshot } from './engine/index.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * The trader's view of their accounts. Do not loosen: every query is scoped by the owner, so another
 * trader's account (in this firm or another) answers 404 exactly like an id that does not exist.
 */

/** History windows: a year of days and the most recent equity points are what the charts draw. */
const MAX_DAILY_STATS = 400;
const MAX_EQUITY_POINTS = 1_000;

export function toAccountSummary(account: TTradingAccount, view: TAccountSnapshot): TTradingAccountSummary {
  return {
    id: account.id,
    login: account.login,
    platform: account.platform,
    program: account.program,
    phaseIndex: account.phaseIndex,
    phaseKind: account.phaseKind,
    status: view.status,
    currency: account.currency,
    initialBalanceMinor: view.initialBalanceMinor,
    balanceMinor: view.balanceMinor,
    equityMinor: view.equityMinor,
    dailyRoomMinor: view.dailyLoss?.roomMinor ?? null,
    maxLossRoomMinor: view.maxLoss.roomMinor,
    profitTargetProgressPercent: view.profitTarget?.progressPercent ?? null,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

/** The account's live figures at `now` (a reset that is due is applied to the view, not stored). */
export function viewOf(account: TTradingAccount, now: number): TAccountSnapshot {
  return snapshot(account.rules, account.engineState, now);
}

/**
 * Guards the routes that act on one of the trader's own accounts and take a body: someone else's
 * account answers 404 before the body is read.
 */
export const ownTradingAccountGuard = ownedResourceGuard(
  'accountId',
  async (em, userId, accountId) => (await em.count(TradingAccount, { id: accountId, owner: userId })) > 0,
  'Trading account not found',
);

export async function findOwnAccount(
  em: EntityManager,
  ownerId: string,
  accountId: string,
): Promise<TTradingAccount> {
  const account = await em.findOne(TradingAccount, { id: accountId, owner: ownerId });
  if (account === null) throw HttpError.notFound('Trading account not found');
  return account;
}

export async function listOwnAccounts({
  em,
  ownerId,
  query,
  now,
}: {
  em: EntityManager;
  ownerId: string;
  query: z.output<typeof ZTradingAccountPageQuery>;
  now: number;
}): Promise<TTradingAccountPage> {
  const where = {
    owner: ownerId,
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.program === undefined ? {} : { program: query.program }),
    ...(query.phaseKind === undefined ? {} : { phaseKind: query.phaseKind }),
  };
  const [accounts, total] = await em.findAndCount(TradingAccount, where, {
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    accounts: accounts.map((account) => toAccountSummary(account, viewOf(account, now))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toDisputeRecord(dispute: TDispute): TDisputeRecord {
  return {
    id: dispute.id,
    status: dispute.status,
    message: dispute.message,
    resolution: dispute.resolution ?? null,
    createdAt: dispute.createdAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

function toBreachRecord(breach: TBreach, dispute: TDispute | null): TBreachRecord {
  return {
    id: breach.id,
    rule: breach.rule,
    severity: breach.severity,
    at: breach.at.toISOString(),
    inputHash: breach.inputHash,
    report: breach.report as unknown as TBreachRecord['report'],
    dispute: dispute === null ? null : toDisputeRecord(dispute),
  };
}

export async function describeOwnAccount({
  em,
  ownerId,
  accountId,
  now,
}: {
  em: EntityManager;
  ownerId: string;
  accountId: string;
  now: number;
}): Promise<TTradingAccountDetail> {
  const account = await findOwnAccount(em, ownerId, accountId);
  const [next, breaches] = await Promise.all([
    em.findOne(TradingAccount, { previousAccount: account.id }, { fields: ['id'] }),
    em.find(Breach, { account: account.id }, { orderBy: { at: 'desc' } }),
  ]);
  const disputes = await em.find(Dispute, { breach: { $in: breaches.map((breach) => breach.id) } });
  const view = viewOf(account, now);
  return {
    account: toAccountSummary(account, view),
    ruleSetVersion: account.ruleSetVersion,
    rules: account.rules,
    snapshot: { ...view, rules: [...view.rules] },
    previousAccountId: account.previousAccount?.id ?? null,
    nextAccountId: next?.id ?? null,
    breaches: breaches.map((breach) =>
      toBreachRecord(breach, disputes.find((dispute) => dispute.breach.id === breach.id) ?? null),
    ),
  };
}

export async function readOwnAccountHistory(
  em: EntityManager,
  ownerId: string,
  accountId: string,
): Promise<TAccountHistory> {
  const account = await findOwnAccount(em, ownerId, accountId);
  const [days, points] = await Promise.all([
    em.find(DailyStat, { account: account.id }, { orderBy: { dayKey: 'desc' }, limit: MAX_DAILY_STATS }),
    em.find(EquitySnapshot, { account: account.id }, { orderBy: { at: 'desc' }, limit: MAX_EQUITY_POINTS }),
  ]);
  return {
    dailyStats: days.reverse().map((day) => ({
      dayKey: day.dayKey,
      startBalanceMinor: day.startBalanceMinor,
      startEquityMinor: day.startEquityMinor,
      endBalanceMinor: day.endBalanceMinor,
      endEquityMinor: day.endEquityMinor,
      closedProfitMinor: day.closedProfitMinor,
      isCounted: day.isCounted,
    })),
    equity: points.reverse().map((point) => ({
      at: point.at.toISOString(),
      balanceMinor: point.balanceMinor,
      equityMinor: point.equityMinor,
    })),
  };
}

export async function listOwnDeals({
  em,
  ownerId,
  accountId,
  page,
  pageSize,
}: {
  em: EntityManager;
  ownerId: string;
  accountId: string;
  page: number;
  pageSize: number;
}): Promise<TDealPage> {
  const account = await findOwnAccount(em, ownerId, accountId);
  const [deals, total] = await em.findAndCount(
    Deal,
    { account: account.id },
    { orderBy: { executedAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    deals: deals.map((deal) => ({
      id: deal.id,
      positionId: deal.positionId,
      symbol: deal.symbol,
      side: deal.side,
      volume: Number(deal.volume),
      price: Number(deal.price),
      entry: deal.entry,
      profitMinor: deal.profitMinor,
      commissionMinor: deal.commissionMinor,
      executedAt: deal.executedAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** The trader's feed across all their accounts, newest first. */
export async function listOwnActivity(
  em: EntityManager,
  ownerId: string,
  limit: number,
): Promise<TActivity[]> {
  const rows = await em.find(
    AccountActivity,
    { owner: ownerId },
    { populate: ['account'], orderBy: { at: 'desc', id: 'asc' }, limit },
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    accountId: row.account.id,
    login: row.account.login,
    kind: row.kind,
    values: row.values,
  }));
}

/** A trader contests a breach of their own account: one dispute per breach, read by staff. */
export async function openDispute({
  em,
  ownerId,
  accountId,
  breachId,
  message,
}: {
  em: EntityManager;
  ownerId: string;
  accountId: string;
  breachId: string;
  message: string;
}): Promise<TDisputeRecord> {
  const account = await findOwnAccount(em, ownerId, accountId);
  const breach = await em.findOne(Breach, { id: breachId, account: account.id });
  if (breach === null) throw HttpError.notFound('Breach not found');
  const alreadyDisputed = () =>
    new HttpError(409, TRADING_ERROR_CODES.disputeExists, 'This breach is already disputed');
  if ((await em.count(Dispute, { breach: breach.id })) > 0) throw alreadyDisputed();
  const dispute = em.create(Dispute, {
    breach,
    author: ownerId,
    message,
    status: 'open',
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two submissions at once: the unique breach column lets one through.
    if (error instanceof UniqueConstraintViolationException) throw alreadyDisputed();
    throw error;
  }
  return toDisputeRecord(dispute);
}
