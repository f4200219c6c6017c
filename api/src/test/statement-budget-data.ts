import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TEngineEvent } from '../engine/index.ts';
import type { TUser } from '../modules/auth/user.entity.ts';
import { Breach } from '../modules/breaches/breach.entity.ts';
import { Dispute } from '../modules/breaches/dispute.entity.ts';
import { Notification } from '../modules/notifications/notification.entity.ts';
import { OrganizationDomain } from '../modules/organizations/organization-domain.entity.ts';
import { OrganizationMember } from '../modules/organizations/organization-member.entity.ts';
import type { TOrganization } from '../modules/organizations/organization.entity.ts';
import { SimulatorPosition } from '../modules/simulator/simulator-position.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { Deal } from '../modules/trading-accounts/deal.entity.ts';
import { WhiteLabelRequest } from '../modules/white-label/white-label-request.entity.ts';
import { createTestAccount } from './auth-fixtures.ts';
import { createTestPayout } from './payout-fixtures.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import { createSellingOrganization, openPlatformAccount } from './trading-fixtures.ts';

/** More rows than the largest page, so a page of 100 is full and a per-row statement would show. */
export const ROWS_PER_LIST = 101;
/** The firm's verified custom domain. */
export const BUDGET_DOMAIN = 'portal.budget.example.com';

export type TBudgetFixture = {
  organization: TOrganization;
  people: { trader: TUser; owner: TUser; admin: TUser };
  /** The trader's account with deals, activity and open positions. */
  accountId: string;
  /** The trader's account with a breach under dispute. */
  breachedAccountId: string;
  orderId: string;
  /** One of ROWS_PER_LIST payouts of the trader's funded account. */
  payoutId: string;
};

/**
 * Data for the statement budget test: a firm, its owner, a platform admin and a trader with
 * ROWS_PER_LIST accounts (and as many activity entries), one account with ROWS_PER_LIST deals and open
 * positions, one breached account whose breach is disputed, ROWS_PER_LIST white-label requests and as
 * many notifications for the trader.
 */
export async function seedStatementBudgetData(em: EntityManager): Promise<TBudgetFixture> {
  const { organization, plans } = await createSellingOrganization(em, 'budget-firm');
  const trader = await createTestAccount(em, { email: 'budget.trader@example.com', organization });
  const owner = await createTestAccount(em, { email: 'budget.owner@example.com' });
  const admin = await createTestAccount(em, { email: 'budget.admin@example.com', role: 'admin' });
  em.create(OrganizationMember, { organization, user: owner, role: 'owner', status: 'active' });
  em.create(OrganizationDomain, { organization, domain: BUDGET_DOMAIN, isVerified: true });

  const startedAt = Date.now() - 60_000;
  const accounts = [];
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    accounts.push(
      await openPlatformAccount(em, {
        organization,
        trader,
        plan: plans.two_step,
        platform: 'simulator',
        startedAt,
      }),
    );
  }
  const [account, breached] = accounts;
  if (account === undefined || breached === undefined) throw new Error('no accounts were opened');

  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    const executedAt = new Date(startedAt + index * 100);
    em.create(Deal, {
      account,
      externalId: `budget-deal-${index}`,
      positionId: `budget-position-${index}`,
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
      price: 1.1,
      entry: index % 2 === 0 ? 'in' : 'out',
      executedAt,
    });
  }
  for (const symbol of ['EURUSD', 'GOLD', 'DJI']) {
    const openedAt = new Date(startedAt);
    em.create(SimulatorPosition, {
      account,
      symbol,
      side: 'buy',
      volume: 0.1,
      openPrice: 1,
      openedAt,
      checkedUntil: openedAt,
    });
  }
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    em.create(WhiteLabelRequest, {
      companyName: `Budget Prop ${index}`,
      contactName: 'Bea Budget',
      email: `bea${index}@budget.example.com`,
      expectedTraders: 'under_100',
    });
  }
  await em.flush();

  // A real breach, judged by the engine, so its report is what the api answers in production.
  const breaching: TEngineEvent = {
    type: 'equity_update',
    id: 'budget-breach',
    at: Date.now(),
    equityMinor: 1_000_000,
    isEstimate: false,
  };
  await createAccountEvaluator({ changes: createInProcessAccountChangeBus() }).evaluate({
    em: em.fork(),
    accountId: breached.id,
    collectEvents: () => [breaching],
  });
  const breach = await em.fork().findOneOrFail(Breach, { account: breached.id });
  em.create(Dispute, { breach: breach.id, author: trader, message: 'The feed was stale.' });
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    em.create(Notification, {
      recipient: trader,
      area: 'trader',
      organization,
      type: 'breach',
      category: 'trading_alerts',
      payload: {
        accountId: breached.id,
        ownerId: trader.id,
        organizationId: organization.id,
        login: breached.login,
        rule: 'daily_loss',
        severity: 'hard',
      },
      eventId: randomUUID(),
      readAt: null,
    });
  }
  await em.flush();

  // A funded account with ROWS_PER_LIST payouts (and as many saved methods).
  const funded = accounts[2];
  if (funded === undefined) throw new Error('no funded account was opened');
  await em.nativeUpdate(TradingAccount, { id: funded.id }, { phaseKind: 'funded' });
  let payoutId = '';
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    payoutId = createTestPayout(em, funded, new Date(startedAt + index * 1_000)).payout.id;
  }
  await em.flush();

  return {
    payoutId,
    organization,
    people: { trader, owner, admin },
    accountId: account.id,
    breachedAccountId: breached.id,
    orderId: account.order.id,
  };
}
