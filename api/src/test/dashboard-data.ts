import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TPhaseKind, TProgram, TTradingAccountStatus } from '@propdesk/shared/contracts';
import type { TBreachReport } from '../engine/index.ts';
import { createTestAccount } from './auth-fixtures.ts';
import { createTestPayout } from './payout-fixtures.ts';
import { openPlatformAccount } from './trading-fixtures.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { Breach } from '../modules/trading-accounts/breach.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TPlan } from '../modules/plans/plan.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { TradingAccount, type TTradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';

/** The dashboard tests' "now": Friday 20 June 2025, 12:00 UTC. Its default range is 22 May to 20 June. */
export const DASHBOARD_NOW = Date.parse('2025-06-20T12:00:00Z');
export const at = (instant: string) => new Date(`${instant}Z`);

type TFirm = { organization: TOrganization; plans: Record<TProgram, TPlan> };

/**
 * The firm's clients, accounts, orders, payouts and breaches at chosen instants, plus a few of the other
 * firm's that no figure may count. The test states the figures they make (organization-dashboard.routes.test.ts).
 */
export async function seedDashboardData(
  em: EntityManager,
  { firm, other, trader, neighbour }: { firm: TFirm; other: TFirm; trader: TUser; neighbour: TUser },
): Promise<void> {
  // A client joins when their profile is made (what Client Management lists and filters by).
  const client = async (email: string, organization: TOrganization, joined: string) => {
    const known = { trader, neighbour }[email];
    const user = known ?? (await createTestAccount(em, { email, organization }));
    const existing = await em.findOne(OrganizationMember, { organization, user });
    if (existing === null)
      em.create(OrganizationMember, { organization, user, role: 'user', status: 'active' });
    await em.flush();
    await em.nativeUpdate(Profile, { user: user.id }, { createdAt: at(joined) });
    return user;
  };
  const c1 = await client('trader', firm.organization, '2025-06-19T10:00:00');
  await client('neighbour', firm.organization, '2025-01-01T08:00:00');
  const c2 = await client('c2@dashboard.example.com', firm.organization, '2025-06-10T08:00:00');
  await client('c3@dashboard.example.com', firm.organization, '2025-04-01T08:00:00');
  const stranger = await client('c5@dashboard.example.com', other.organization, '2025-06-19T08:00:00');

  em.create(IdentityVerification, { user: c1, organization: firm.organization, status: 'submitted' });
  em.create(IdentityVerification, { user: c2, organization: firm.organization, status: 'approved' });
  em.create(IdentityVerification, { user: stranger, organization: other.organization, status: 'submitted' });
  await em.flush();

  const account = async (
    owner: TUser,
    program: TProgram,
    phaseKind: TPhaseKind,
    status: TTradingAccountStatus,
    endedAt: string | null = null,
    of: TFirm = firm,
  ): Promise<TTradingAccount> => {
    const opened = await openPlatformAccount(em, {
      organization: of.organization,
      trader: owner,
      plan: of.plans.two_step,
      platform: 'mt5',
      startedAt: DASHBOARD_NOW - 90 * 86_400_000,
    });
    await em.nativeUpdate(
      TradingAccount,
      { id: opened.id },
      { program, phaseKind, status, endedAt: endedAt === null ? null : at(endedAt) },
    );
    return opened;
  };
  const a1 = await account(c1, 'two_step', 'challenge', 'active');
  await account(c1, 'two_step', 'verification', 'active');
  const a3 = await account(c2, 'one_step', 'challenge', 'active');
  const a4 = await account(c2, 'two_step', 'funded', 'active');
  await account(c1, 'instant', 'instant', 'paused');
  await account(c1, 'two_step', 'challenge', 'passed', '2025-06-01T10:00:00');
  const a7 = await account(c2, 'two_step', 'challenge', 'failed', '2025-06-05T10:00:00');
  await account(c2, 'two_step', 'verification', 'expired', '2025-06-15T22:00:00');
  await account(c1, 'one_step', 'challenge', 'passed', '2025-06-02T10:00:00');
  await account(c1, 'one_step', 'challenge', 'failed', '2025-04-01T10:00:00');
  await account(c2, 'two_step', 'funded', 'failed', '2025-06-10T10:00:00');
  const foreign = await account(stranger, 'two_step', 'funded', 'active', null, other);
  await account(stranger, 'two_step', 'challenge', 'passed', '2025-06-01T10:00:00', other);

  // The accounts' own orders were paid long before the range; the revenue comes from these.
  await em.nativeUpdate(Order, { organization: firm.organization.id }, { paidAt: at('2025-03-01T00:00:00') });
  const order = (paidAt: string, priceMinor: number, currency: string, status = 'paid', of = firm) =>
    em.create(Order, {
      ...orderTermsOf(of === firm ? a1 : foreign, of),
      user: c1,
      priceMinor,
      currency,
      status: status as 'paid' | 'refunded',
      paidAt: at(paidAt),
    });
  order('2025-06-19T09:00:00', 9_900, 'USD');
  order('2025-06-19T15:00:00', 19_900, 'USD');
  order('2025-06-10T12:00:00', 14_900, 'EUR');
  order('2025-06-12T12:00:00', 9_900, 'USD', 'refunded');
  order('2025-05-21T23:59:59', 9_900, 'USD');
  order('2025-05-22T00:00:00', 4_900, 'USD');
  order('2025-06-19T09:00:00', 99_900, 'USD', 'paid', other);

  const payout = (
    onAccount: TTradingAccount,
    status: 'requested' | 'approved' | 'paid' | 'rejected',
    amountMinor: number,
    paidAt: string | null = null,
  ) => {
    const { payout: created } = createTestPayout(em, onAccount, at('2025-06-01T08:00:00'));
    Object.assign(created, { status, amountMinor, paidAt: paidAt === null ? null : at(paidAt) });
  };
  payout(a4, 'requested', 79_900);
  payout(a4, 'requested', 20_000);
  payout(a4, 'approved', 50_000);
  payout(a4, 'paid', 30_000, '2025-06-18T09:00:00');
  payout(a4, 'paid', 10_000, '2025-06-18T17:00:00');
  payout(a4, 'paid', 99_999, '2025-05-01T09:00:00');
  payout(a4, 'rejected', 5_000);
  payout(foreign, 'requested', 12_345);

  const breach = (onAccount: TTradingAccount, instant: string) =>
    em.create(Breach, {
      account: onAccount,
      rule: 'daily_loss',
      severity: 'hard',
      at: at(instant),
      report: breachReport(Date.parse(`${instant}Z`)),
      inputHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    });
  breach(a1, '2025-06-20T01:00:00');
  breach(a1, '2025-06-20T09:00:00');
  breach(a3, '2025-06-20T11:00:00');
  breach(a3, '2025-06-19T23:59:59');
  breach(a7, '2025-06-05T10:00:00');
  breach(a7, '2025-05-01T10:00:00');
  breach(foreign, '2025-06-20T08:00:00');
  await em.flush();
}

/** What an order copies from its plan, taken from an account of the firm's. */
function orderTermsOf(account: TTradingAccount, firm: TFirm) {
  const plan = firm.plans.two_step;
  return {
    organization: firm.organization,
    plan,
    ruleSet: account.ruleSet,
    program: plan.program,
    accountSizeMinor: plan.accountSizeMinor,
    platform: 'mt5' as const,
    provider: 'sandbox',
    providerReference: `sbx_${randomUUID()}`,
    idempotencyKey: `dashboard-${randomUUID()}`,
  };
}

function breachReport(atMs: number): TBreachReport {
  const event = {
    type: 'equity_update',
    id: `e-${atMs}`,
    at: atMs,
    equityMinor: 0,
    isEstimate: false,
  } as const;
  return {
    rule: 'daily_loss',
    crossedRules: ['daily_loss'],
    severity: 'hard',
    at: atMs,
    dayKey: new Date(atMs).toISOString().slice(0, 10),
    phaseIndex: 0,
    scalingLevel: 0,
    event,
    floorMinor: 0,
    comparedValue: 'equity',
    comparedMinor: 0,
    equityMinor: 0,
    balanceMinor: 0,
    toleranceMinor: 0,
    formula: { rule: 'daily_loss', key: 'daily_loss', values: {}, text: '' },
    timeline: [event],
  };
}
