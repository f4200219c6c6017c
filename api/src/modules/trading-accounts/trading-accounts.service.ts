import type { EntityManager } from '@mikro-orm/core';
import {
  type ZTradingAccountPageQuery,
  type TAccountHistory,
  type TActivity,
  type TDealPage,
  type TStaffAccountTrader,
  type TTradingAccountDetail,
  type TTradingAccountPage,
  type TTradingAccountSummary,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import {
  snapshot,
  snapshotFigures,
  type TAccountFigures,
  type TAccountSnapshot,
} from '../../engine/index.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { ownedResourceGuard } from '../../http/owned-resource-guard.ts';
import { listOwnAccountRows, readAccountPageRows, type TAccountRow } from './account-rows.ts';
import { AccountActivity } from './account-activity.entity.ts';
import { listDealRows, readHistoryRows } from './account-history-rows.ts';
import type { TAccountScope } from './account-scope.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * The trader's view of their accounts, and the same reads for the firm's staff. Do not loosen: every query
 * is scoped by the owner, or by the organization for staff (account-scope.ts), so an account outside the
 * scope answers 404 exactly like an id that does not exist.
 */

/** History windows: a year of days and the most recent equity points are what the charts draw. */
const MAX_DAILY_STATS = 400;
const MAX_EQUITY_POINTS = 1_000;

export function toAccountSummary(account: TAccountRow, view: TAccountFigures): TTradingAccountSummary {
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
export function viewOf(
  account: Pick<TTradingAccount, 'rules' | 'engineState'>,
  now: number,
): TAccountSnapshot {
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
  if (account === null) throw DomainError.notFound('Trading account not found');
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
  const { rows, total } = await listOwnAccountRows({
    em,
    ownerId,
    filter: { status: query.status, program: query.program, phaseKind: query.phaseKind },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    accounts: rows.map((account) =>
      toAccountSummary(account, snapshotFigures(account.rules, account.engineState, now)),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * One account as its page reads it: the frozen rules, the engine snapshot at `now`, the phase chain and the
 * breaches with their disputes; with its trader when staff read it. One statement.
 */
export async function describeAccount({
  em,
  scope,
  accountId,
  now,
}: {
  em: EntityManager;
  scope: TAccountScope;
  accountId: string;
  now: number;
}): Promise<{ detail: TTradingAccountDetail; trader: TStaffAccountTrader | null }> {
  const { account, breaches, trader } = await readAccountPageRows(em, scope, accountId);
  const view = viewOf(account, now);
  return {
    detail: {
      account: toAccountSummary(account, view),
      ruleSetVersion: account.ruleSetVersion,
      rules: account.rules,
      snapshot: { ...view, rules: [...view.rules] },
      previousAccountId: account.previousAccountId,
      nextAccountId: account.nextAccountId,
      resetOf: account.resetOf,
      resetAccountId: account.resetAccountId,
      breaches,
    },
    trader,
  };
}

export async function readAccountHistory({
  em,
  scope,
  accountId,
}: {
  em: EntityManager;
  scope: TAccountScope;
  accountId: string;
}): Promise<TAccountHistory> {
  const { days, points } = await readHistoryRows({
    em,
    scope,
    accountId,
    maxDays: MAX_DAILY_STATS,
    maxPoints: MAX_EQUITY_POINTS,
  });
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

export async function listAccountDeals({
  em,
  scope,
  accountId,
  page,
  pageSize,
}: {
  em: EntityManager;
  scope: TAccountScope;
  accountId: string;
  page: number;
  pageSize: number;
}): Promise<TDealPage> {
  const { deals, total } = await listDealRows({
    em,
    scope,
    accountId,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
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
