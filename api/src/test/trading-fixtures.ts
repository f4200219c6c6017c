import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PROGRAMS, ZRuleSetData, type TProgram, type TTradingPlatform } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { TEngineEvent } from '../engine/index.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { saleTermsOf } from '../modules/orders/sale-terms.ts';
import { Organization, type TOrganization } from '../modules/tenancy/organization.entity.ts';
import { DEFAULT_PLAN_PRICES } from '../modules/plans/default-plan-prices.ts';
import { Plan, type TPlan } from '../modules/plans/plan.entity.ts';
import { RuleSet } from '../modules/plans/rule-set.entity.ts';
import { createDefaultRuleSets } from '../modules/plans/rule-set-versions.service.ts';
import { openTradingAccount } from '../modules/trading-accounts/account-opening.ts';
import type { TTradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import { bearer } from './auth-fixtures.ts';

/** An active organization selling every program with the default rules (version 1) and prices. */
export async function createSellingOrganization(
  em: EntityManager,
  slug: string,
): Promise<{ organization: TOrganization; plans: Record<TProgram, TPlan> }> {
  const organization = em.create(Organization, { slug, name: `Firm ${slug}` });
  return { organization, plans: await startSelling(em, organization) };
}

/** Puts every program on sale in an organization, with the default rules (version 1) and prices. */
export async function startSelling(
  em: EntityManager,
  organization: TOrganization,
): Promise<Record<TProgram, TPlan>> {
  const plans = {} as Record<TProgram, TPlan>;
  createDefaultRuleSets(em, organization, new Date());
  for (const program of PROGRAMS) {
    const [price] = DEFAULT_PLAN_PRICES[program];
    if (price === undefined) throw new Error(`No default price for ${program}`);
    plans[program] = em.create(Plan, { organization, program, ...price, currency: 'USD', displayOrder: 0 });
  }
  await em.flush();
  return plans;
}

let keySequence = 0;
/** A fresh checkout idempotency key. */
export function checkoutKey(): string {
  keySequence += 1;
  return `test-checkout-key-${String(keySequence).padStart(6, '0')}-${Date.now()}`;
}

/** Buys a plan through the api and approves the sandbox payment; answers the opened account's id. */
export async function buyAccount(app: FastifyInstance, accessToken: string, planId: string): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(accessToken),
    payload: { planId, idempotencyKey: checkoutKey() },
  });
  if (created.statusCode !== 201) throw new Error(`order failed: ${created.statusCode} ${created.body}`);
  const { id } = created.json<{ id: string }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/sandbox-confirm`,
    headers: bearer(accessToken),
    payload: { outcome: 'approve' },
  });
  const order = confirmed.json<{ tradingAccountId: string | null }>();
  if (confirmed.statusCode !== 200 || order.tradingAccountId === null) {
    throw new Error(`payment failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return order.tradingAccountId;
}

/**
 * An account on an external platform, opened straight in the database as a paid order would open it:
 * what a bridge then feeds through the ingestion webhook.
 */
export async function openPlatformAccount(
  em: EntityManager,
  {
    organization,
    trader,
    plan,
    platform,
    startedAt,
  }: {
    organization: TOrganization;
    trader: TUser;
    plan: TPlan;
    platform: TTradingPlatform;
    startedAt: number;
  },
): Promise<TTradingAccount> {
  const ruleSet = await em.findOneOrFail(RuleSet, {
    organization: organization.id,
    program: plan.program,
    status: 'active',
  });
  const order = em.create(Order, {
    organization,
    user: trader,
    ...saleTermsOf(plan, ruleSet),
    platform,
    provider: 'sandbox',
    providerReference: `sbx_${randomUUID()}`,
    idempotencyKey: `fixture-${randomUUID()}`,
    status: 'paid',
    paidAt: new Date(startedAt),
  });
  const account = openTradingAccount(em, {
    order,
    rules: ZRuleSetData.parse(ruleSet.data),
    phaseIndex: 0,
    previousAccount: null,
    startedAt,
  });
  await em.flush();
  return account;
}

/**
 * Deals that pass a $25,000 2-step challenge: on four trading days, each opening and closing a winning
 * position two hours before the reset ($700 a day: $2,800 ≥ the $2,500 target).
 */
export function winningDays(firstResetAt: number, days = 4): TEngineEvent[] {
  const events: TEngineEvent[] = [];
  let resetAt = firstResetAt;
  for (let day = 0; day < days; day += 1) {
    const at = resetAt - 2 * 3_600_000;
    events.push({ type: 'deal_opened', id: `o${day}`, at, positionId: `p${day}` });
    events.push({
      type: 'deal_closed',
      id: `c${day}`,
      at: at + 60_000,
      positionId: `p${day}`,
      profitMinor: 70_000,
    });
    resetAt += 86_400_000;
  }
  return events;
}
