import { randomUUID } from 'node:crypto';
import type { TPayoutWithdrawnEvent } from '../engine/index.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { publishNotification } from '../modules/notifications/publish-notification.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { PayoutMethod } from '../modules/payouts/payout-method.entity.ts';
import { eligibilityOf, readPayoutAccounts } from '../modules/payouts/payout-rows.ts';
import { Payout } from '../modules/payouts/payout.entity.ts';
import {
  dayTrade,
  DAY,
  HOUR,
  openPaidAccount,
  tradeAccount,
  type TDemoContext,
} from './demo-account-trading.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * Fiona's funded $25,000 2-step account (docs: Domain rules › Payouts): traded on the simulated market
 * from 40 days ago, her first payout requested, approved (its profit left the account through the engine)
 * and paid, and a second one waiting for the firm's review. Her identity check is approved. Amounts come
 * from the real checklist at each request.
 */
export async function seedDemoPayouts(context: TDemoContext, now: number): Promise<void> {
  const { orm } = context;
  const em = orm.em.fork();
  const email = DEMO_ACCOUNTS.fundedTrader.email;
  const fiona = await em.findOneOrFail(User, { email });
  const organization = await em.findOneOrFail(Organization, {
    slug: DEMO_ACCOUNTS.fundedTrader.organizationSlug,
  });
  em.create(IdentityVerification, {
    user: fiona,
    organization,
    status: 'approved',
    legalName: 'Fiona Funded',
    dateOfBirth: '1990-04-12',
    country: 'IT',
    submittedAt: new Date(now - 30 * DAY),
    reviewedAt: new Date(now - 29 * DAY),
    reviewedBy: null,
  });
  const method = em.create(PayoutMethod, {
    owner: fiona,
    kind: 'bank_transfer',
    label: 'Main account',
    accountHolder: 'Fiona Funded',
    iban: 'IT60X0542811101000000123456',
    bic: 'BPMOIT22XXX',
    network: null,
    address: null,
  });
  await em.flush();

  const start = now - 40 * DAY;
  const accountId = await openPaidAccount(em, {
    email,
    slug: organization.slug,
    program: 'two_step',
    sizeMinor: 2_500_000,
    at: start,
    phaseIndex: 2,
  });
  await tradeAccount(
    context,
    accountId,
    [
      dayTrade(start, 1, 'EURUSD', [8, 12], 'win', 40_000),
      dayTrade(start, 2, 'GOLD', [9, 14], 'win', 35_000),
      dayTrade(start, 4, 'DJI', [13, 17], 'loss', 15_000),
      dayTrade(start, 6, 'GBPUSD', [8, 13], 'win', 30_000),
    ],
    { until: start + 16 * DAY },
  );
  // Past the 14 days after the first trade (day 1).
  const firstAt = start + 16 * DAY;
  await request(context, { accountId, method, at: firstAt, outcome: 'paid' });

  const secondStart = start + 17 * DAY;
  await tradeAccount(
    context,
    accountId,
    [
      dayTrade(secondStart, 1, 'GOLD', [9, 15], 'win', 30_000),
      dayTrade(secondStart, 3, 'EURUSD', [8, 11], 'loss', 10_000),
      dayTrade(secondStart, 5, 'SILVER', [9, 13], 'win', 25_000),
    ],
    { until: now - DAY },
  );
  await request(context, { accountId, method, at: now - DAY, outcome: 'requested' });
}

/** A payout as the trader would have requested it at `at`; a paid one approved 2 hours and paid a day later. */
async function request(
  context: TDemoContext,
  {
    accountId,
    method,
    at,
    outcome,
  }: { accountId: string; method: { id: string; label: string }; at: number; outcome: 'paid' | 'requested' },
): Promise<void> {
  const em = context.orm.em.fork();
  const [account] = await readPayoutAccounts(em, { accountId });
  if (account === undefined) throw new Error('The demo funded account is missing');
  const eligibility = eligibilityOf({ ...account, kycStatus: 'approved' }, at);
  const approvedAt = at + 2 * HOUR;
  const payout = em.create(Payout, {
    organization: account.organizationId,
    account: account.id,
    owner: account.ownerId,
    method: method.id,
    destination: {
      kind: 'bank_transfer',
      label: method.label,
      accountHolder: 'Fiona Funded',
      iban: 'IT60X0542811101000000123456',
      bic: 'BPMOIT22XXX',
    },
    requestKey: `demo-${randomUUID()}`,
    status: outcome,
    payoutNumber: eligibility.payoutNumber,
    splitPercent: eligibility.splitPercent,
    grossMinor: eligibility.grossMinor,
    profitShareMinor: eligibility.profitShareMinor,
    feeRefundMinor: eligibility.feeRefundMinor,
    amountMinor: eligibility.amountMinor,
    currency: account.currency,
    checklist: eligibility.gates,
    requestedAt: new Date(at),
    decidedBy: null,
    decidedAt: outcome === 'paid' ? new Date(approvedAt) : null,
    rejectionReason: null,
    paidAt: outcome === 'paid' ? new Date(at + DAY) : null,
    paidReference: outcome === 'paid' ? 'SEPA-DEMO-0001' : null,
  });
  // As marking it paid does: the outbox then gives Fiona her payout certificate and its notification.
  if (outcome === 'paid') {
    publishNotification(em, 'trader_payout_paid', {
      payoutId: payout.id,
      accountId: account.id,
      ownerId: account.ownerId,
      organizationId: account.organizationId,
      login: account.login,
      amountMinor: payout.amountMinor,
      currency: payout.currency,
    });
  }
  await em.flush();
  if (outcome !== 'paid') return;
  const withdrawn: TPayoutWithdrawnEvent = {
    type: 'payout_withdrawn',
    id: `payout:${payout.id}`,
    at: approvedAt,
    payoutId: payout.id,
    grossMinor: payout.grossMinor,
  };
  await context.evaluator.evaluate({
    em: context.orm.em.fork(),
    accountId,
    collectEvents: () => [withdrawn],
  });
}
