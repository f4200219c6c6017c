import type { EntityManager } from '@mikro-orm/core';
import {
  type ZTradingAccountPageQuery,
  type TAccountHistory,
  type TActivity,
  type TDealPage,
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
import { listAccountBreaches } from '../breaches/breach-records.ts';
import { listOwnAccountRows, readOwnAccount, type TAccountRow } from './account-rows.ts';
import { AccountActivity } from './account-activity.entity.ts';
import { listOwnDealRows, readOwnHistoryRows } from './account-history-rows.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';

/**
 * The trader's view of their accounts. Do not loosen: every query is scoped by the owner, so another
 * trader's account (in this firm or another) answers 404 exactly like an id that does not exist.
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
  const account = await readOwnAccount(em, ownerId, accountId);
  const breaches = account.hasBreaches ? await listAccountBreaches(em, account.id) : [];
  const view = viewOf(account, now);
  return {
    account: toAccountSummary(account, view),
    ruleSetVersion: account.ruleSetVersion,
    rules: account.rules,
    snapshot: { ...view, rules: [...view.rules] },
    previousAccountId: account.previousAccountId,
    nextAccountId: account.nextAccountId,
    breaches,
  };
}

export async function readOwnAccountHistory(
  em: EntityManager,
  ownerId: string,
  accountId: string,
): Promise<TAccountHistory> {
  const { days, points } = await readOwnHistoryRows({
    em,
    ownerId,
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
  const { deals, total } = await listOwnDealRows({
    em,
    ownerId,
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
