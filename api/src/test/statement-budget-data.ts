import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TEngineEvent } from '../engine/index.ts';
import { AuditEvent } from '../modules/audit/audit-event.entity.ts';
import { User, type TUser } from '../modules/tenancy/user.entity.ts';
import { Breach } from '../modules/trading-accounts/breach.entity.ts';
import { Dispute } from '../modules/trading-accounts/dispute.entity.ts';
import { newCertificateCode } from '../modules/certificates/certificate-code.ts';
import { Certificate } from '../modules/certificates/certificate.entity.ts';
import { IdentityDocument } from '../modules/kyc/identity-document.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { Notification } from '../modules/notifications/notification.entity.ts';
import { newVerificationToken } from '../modules/domains/domain-check.ts';
import { OrganizationDomain } from '../modules/domains/organization-domain.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import { SimulatorPosition } from '../modules/simulator/simulator-position.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { Deal } from '../modules/trading-accounts/deal.entity.ts';
import { WhiteLabelRequest } from '../modules/white-label/white-label-request.entity.ts';
import { createTestAccount } from './auth-fixtures.ts';
import { createTestPayout } from './payout-fixtures.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import { createSellingOrganization, openPlatformAccount } from './trading-fixtures.ts';
import { seedBudgetMembers } from './statement-budget-members.ts';

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
  /** One of the trader's ROWS_PER_LIST certificates. */
  certificate: { id: string; code: string };
  /** A sent identity check of the firm with its three documents (the trader's own). */
  verificationId: string;
  /** One of ROWS_PER_LIST payouts of the trader's funded account. */
  payoutId: string;
  /** The link token of one of the firm's ROWS_PER_LIST open invitations (as many staff members too). */
  invitationToken: string;
};

/** How the statement budget calls one GET route (statement-budget.test.ts). */
export type TBudgetCase = {
  /** `apiKey`: the public api, called with a key of the firm holding every scope. */
  caller: keyof TBudgetFixture['people'] | 'anonymous' | 'apiKey';
  path: (fixture: TBudgetFixture) => string;
  /** Query strings asking for the smallest and the largest page, for routes that page. */
  pages?: readonly [string, string];
  /** The answer expected when it is not a success (a stream asked without `Accept: text/event-stream`). */
  status?: number;
  /**
   * A read staff are accountable for writes its audit event before it answers: one INSERT of its own
   * (insertAuditEvent), allowed on top of the reads. Never more than one, and never for a list's page.
   */
  auditWrite?: true;
};

/** ROWS_PER_LIST traders of the firm with a sent identity check each (one per person), the first the trader's. */
function seedVerifications(em: EntityManager, organization: TOrganization, trader: TUser): string {
  const documentKinds = ['id_front', 'id_back', 'proof_of_residence'] as const;
  let first = '';
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    const user =
      index === 0 ? trader : em.create(User, { email: `budget.kyc${index}@example.com`, passwordHash: null });
    if (index > 0) {
      em.create(Profile, {
        user,
        firstName: 'Kyc',
        lastName: `Trader ${index}`,
        email: user.email,
        country: 'IT',
        organization,
      });
    }
    const verification = em.create(IdentityVerification, {
      user,
      organization,
      status: 'submitted',
      legalName: `Kyc Trader ${index}`,
      dateOfBirth: '1990-01-01',
      country: 'IT',
      submittedAt: new Date(Date.now() - index * 1000),
    });
    for (const kind of documentKinds) {
      em.create(IdentityDocument, {
        verification,
        kind,
        contentType: 'image/png',
        sizeBytes: 100,
        storageKey: `kyc/${verification.id}/${randomUUID()}`,
      });
    }
    if (index === 0) first = verification.id;
  }
  return first;
}

/**
 * Data for the statement budget test: a firm, its owner, a platform admin and a trader with
 * ROWS_PER_LIST accounts (and as many activity entries), one account with ROWS_PER_LIST deals and open
 * positions, one breached account whose breach is disputed (and as many disputed breaches on the others),
 * ROWS_PER_LIST white-label requests and as many notifications and certificates for the trader, and as
 * many activity-log events of the firm.
 */
export async function seedStatementBudgetData(em: EntityManager): Promise<TBudgetFixture> {
  const { organization, plans } = await createSellingOrganization(em, 'budget-firm');
  const trader = await createTestAccount(em, { email: 'budget.trader@example.com', organization });
  const owner = await createTestAccount(em, { email: 'budget.owner@example.com' });
  const admin = await createTestAccount(em, { email: 'budget.admin@example.com', role: 'admin' });
  em.create(OrganizationMember, { organization, user: owner, role: 'owner', status: 'active' });
  em.create(OrganizationDomain, {
    organization,
    domain: BUDGET_DOMAIN,
    isVerified: true,
    verificationToken: newVerificationToken(),
  });

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
  // The same breach ROWS_PER_LIST times more on other accounts, each disputed: the firm's disputes fill a
  // page of 100.
  const others = accounts.slice(3);
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    const other = others[index % others.length];
    if (other === undefined) throw new Error('no other accounts were opened');
    const copy = em.create(Breach, {
      account: other,
      rule: breach.rule,
      severity: breach.severity,
      at: breach.at,
      report: breach.report,
      inputHash: breach.inputHash,
      dayEndsAt: breach.dayEndsAt ?? null,
    });
    em.create(Dispute, { breach: copy, author: trader, message: 'The feed was stale.' });
  }
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
  const certificates = accounts.map((opened) =>
    em.create(Certificate, {
      owner: trader,
      organization,
      account: opened,
      kind: 'challenge_passed',
      login: opened.login,
      accountSizeMinor: opened.accountSizeMinor,
      amountMinor: null,
      currency: opened.currency,
      code: newCertificateCode(),
      sourceKey: `challenge_passed:${opened.id}`,
      issuedAt: new Date(startedAt),
      revokedAt: null,
    }),
  );
  const verificationId = seedVerifications(em, organization, trader);
  const { invitationToken } = seedBudgetMembers(em, { organization, owner, rows: ROWS_PER_LIST });
  await em.flush();
  const [certificate] = certificates;
  if (certificate === undefined) throw new Error('no certificates were issued');

  // A funded account with ROWS_PER_LIST payouts (and as many saved methods).
  const funded = accounts[2];
  if (funded === undefined) throw new Error('no funded account was opened');
  await em.nativeUpdate(TradingAccount, { id: funded.id }, { phaseKind: 'funded' });
  let payoutId = '';
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    payoutId = createTestPayout(em, funded, new Date(startedAt + index * 1_000)).payout.id;
  }
  // The firm's activity log: ROWS_PER_LIST staff actions with their actor's profile.
  for (let index = 0; index < ROWS_PER_LIST; index += 1) {
    em.create(AuditEvent, {
      actor: owner,
      action: 'payout_approved',
      organization,
      targetType: 'payout',
      targetId: payoutId,
      outcome: 'success',
      ip: '203.0.113.9',
      userAgent: 'statement-budget',
      details: { index },
      createdAt: new Date(startedAt + index * 1_000),
    });
  }
  await em.flush();

  return {
    payoutId,
    invitationToken,
    organization,
    people: { trader, owner, admin },
    accountId: account.id,
    breachedAccountId: breached.id,
    orderId: account.order.id,
    certificate: { id: certificate.id, code: certificate.code },
    verificationId,
  };
}
