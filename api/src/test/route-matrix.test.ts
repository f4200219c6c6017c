import { DEFAULT_RULE_SETS } from '@propdesk/shared/contracts';
import { describe, expect, it } from '@jest/globals';
import type { TMemberRole, TProfileRole, TSignInPortal } from '@propdesk/shared/contracts';
import type { HTTPMethods } from 'fastify';
import type { TEngineEvent } from '../engine/index.ts';
import { startSession } from '../modules/auth/session.service.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { Breach } from '../modules/trading-accounts/breach.entity.ts';
import { Dispute } from '../modules/trading-accounts/dispute.entity.ts';
import { newCertificateCode } from '../modules/certificates/certificate-code.ts';
import { Certificate } from '../modules/certificates/certificate.entity.ts';
import { Receipt } from '../modules/receipts/receipt.entity.ts';
import { IdentityDocument } from '../modules/kyc/identity-document.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { Notification } from '../modules/notifications/notification.entity.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Organization, type TOrganization } from '../modules/tenancy/organization.entity.ts';
import { Plan } from '../modules/plans/plan.entity.ts';
import { RuleSet } from '../modules/plans/rule-set.entity.ts';
import { createInProcessAccountChangeBus } from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { openTradingAccount } from '../modules/trading-accounts/account-opening.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import { WhiteLabelRequest } from '../modules/white-label/white-label-request.entity.ts';
import type { TRouteAccess } from '../plugins/route-access.ts';
import { bearer, createTestAccount, signInAs } from './auth-fixtures.ts';
import { TEST_DRIVERS } from './databases.ts';
import { EXPECTED_ACCESS, RESOURCE_ROUTES, type TCallerName, type TFixture } from './route-matrix-rules.ts';
import { createTestPayout } from './payout-fixtures.ts';
import { seedMemberFixtures } from './route-matrix-members.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * The route matrix: every route the api registered, called by an anonymous visitor, by a person of each
 * role, and by a member of another organization. It fails when a route lets a caller past its declared
 * rule (anything but 401, 403 or 404), answers 5xx, and when a route with path parameters is missing from
 * RESOURCE_ROUTES (route-matrix-rules.ts), so a new route cannot skip the tenant question. EXPECTED_ACCESS
 * pins the declared rules themselves.
 */

type TCaller = { name: TCallerName; role: TProfileRole | null; user: TUser | null };

const REFUSALS = [401, 403, 404];

/**
 * The roles a rule admits: null when the rule names none (public, any signed-in person, or staff of the
 * organization, which RESOURCE_ROUTES settles); none for the public api, which admits API keys only.
 */
function rolesOf(access: TRouteAccess): readonly TProfileRole[] | null {
  if (typeof access !== 'object' || 'staff' in access) return null;
  return 'roles' in access ? access.roles : [];
}

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

describe.each(TEST_DRIVERS)('route matrix (%s)', (driver) => {
  // Every caller on every route is well over a thousand requests from one address; the general limit has
  // its own test (plugins/rate-limit.test.ts).
  const handle = useTestApp(driver, 'route_matrix', {
    config: { rateLimit: { max: 100_000, timeWindowMs: 60_000 } },
  });

  async function person(
    email: string,
    role: TProfileRole,
    membership?: { organization: TOrganization; role: TMemberRole },
  ): Promise<TUser> {
    const em = handle.database().orm.em.fork();
    const user = await createTestAccount(em, {
      email,
      role,
      portalType: role === 'client' ? 'client' : null,
    });
    if (membership) em.create(OrganizationMember, { ...membership, user, status: 'active' });
    await em.flush();
    return user;
  }

  /** The portal each kind of caller signs in through. */
  const PORTAL_OF: Record<Exclude<TCallerName, 'anonymous'>, TSignInPortal> = {
    platformAdmin: 'admin',
    platformManager: 'admin',
    traderOfA: 'client',
    ownerOfA: 'organization',
    agentOfA: 'support-agent',
    ownerOfB: 'organization',
  };

  /**
   * Each caller signs in once through the real path (password, second factor where the person needs one,
   * the portal's rules), as a browser would; the session then serves every call. Sign-out runs last, so
   * it cannot end a session that later calls still need.
   */
  async function signInCallers(callers: TCaller[]): Promise<Map<TCallerName, Record<string, string>>> {
    const headers = new Map<TCallerName, Record<string, string>>([['anonymous', {}]]);
    for (const caller of callers) {
      if (caller.name === 'anonymous' || caller.user === null) continue;
      const { accessToken } = await signInAs(handle.app(), {
        email: caller.user.email,
        portal: PORTAL_OF[caller.name],
      });
      headers.set(caller.name, bearer(accessToken));
    }
    return headers;
  }

  it('refuses every caller a route is not for, on every registered route', async () => {
    const em = handle.database().orm.em.fork();
    const organizationA = em.create(Organization, { slug: 'matrix-a', name: 'Matrix A' });
    const organizationB = em.create(Organization, { slug: 'matrix-b', name: 'Matrix B' });
    const whiteLabelRequest = em.create(WhiteLabelRequest, {
      companyName: 'Matrix Prop',
      contactName: 'Mara Matrix',
      email: 'mara@matrix.example.com',
      expectedTraders: 'under_100',
    });
    await em.flush();

    const people: [TCallerName, TProfileRole, TOrganization | null, TMemberRole | null][] = [
      ['platformAdmin', 'admin', null, null],
      ['platformManager', 'manager', null, null],
      ['traderOfA', 'client', organizationA, 'user'],
      ['ownerOfA', 'client', organizationA, 'owner'],
      ['agentOfA', 'agent', organizationA, 'agent'],
      ['ownerOfB', 'client', organizationB, 'owner'],
    ];
    const callers: TCaller[] = [{ name: 'anonymous', role: null, user: null }];
    for (const [name, role, organization, memberRole] of people) {
      const membership =
        organization === null || memberRole === null ? undefined : { organization, role: memberRole };
      callers.push({ name, role, user: await person(`${name}@matrix.example.com`, role, membership) });
    }
    const traderA = callers.find((caller) => caller.name === 'traderOfA')?.user ?? null;
    if (traderA === null) throw new Error('no trader of A');
    const sessionEm = handle.database().orm.em.fork();
    const { session: sessionOfTraderA } = startSession({
      em: sessionEm,
      user: traderA,
      client: { ip: '127.0.0.1', userAgent: 'route-matrix' },
    });
    const ruleSetA = sessionEm.create(RuleSet, {
      organization: organizationA.id,
      program: 'two_step',
      version: 1,
      status: 'active',
      data: DEFAULT_RULE_SETS.two_step,
    });
    const planA = sessionEm.create(Plan, {
      organization: organizationA.id,
      program: 'two_step',
      accountSizeMinor: 2_500_000,
      feeMinor: 9_900,
    });
    const orderOfTraderA = sessionEm.create(Order, {
      organization: organizationA.id,
      user: traderA.id,
      plan: planA,
      ruleSet: ruleSetA,
      program: 'two_step',
      accountSizeMinor: 2_500_000,
      priceMinor: 9_900,
      currency: 'USD',
      platform: 'simulator',
      provider: 'sandbox',
      providerReference: 'sbx_route_matrix',
      idempotencyKey: 'route-matrix-order-key',
    });
    const accountOfTraderA = openTradingAccount(sessionEm, {
      order: orderOfTraderA,
      rules: DEFAULT_RULE_SETS.two_step,
      phaseIndex: 0,
      previousAccount: null,
      startedAt: Date.now(),
    });
    const certificateOfTraderA = sessionEm.create(Certificate, {
      owner: traderA.id,
      organization: organizationA.id,
      account: accountOfTraderA,
      kind: 'challenge_passed',
      login: accountOfTraderA.login,
      accountSizeMinor: 2_500_000,
      amountMinor: null,
      currency: 'USD',
      code: newCertificateCode(),
      sourceKey: `challenge_passed:${accountOfTraderA.id}`,
      issuedAt: new Date(),
      revokedAt: null,
    });
    const receiptOfTraderA = sessionEm.create(Receipt, {
      organization: organizationA.id,
      user: traderA.id,
      order: orderOfTraderA,
      sequence: 1,
      issuedAt: new Date(),
      organizationName: organizationA.name,
      traderName: 'Trader A',
      traderEmail: 'trader-a@matrix.example.com',
      program: 'two_step',
      accountSizeMinor: 2_500_000,
      listPriceMinor: 9_900,
      couponCode: null,
      discountMinor: 0,
      amountPaidMinor: 9_900,
      currency: 'USD',
      taxRateBasisPoints: null,
      taxMinor: null,
    });
    await sessionEm.flush();
    const breaching: TEngineEvent = {
      type: 'equity_update',
      id: 'matrix-breach',
      at: Date.now() + 1_000,
      equityMinor: 1_000_000,
      isEstimate: false,
    };
    await createAccountEvaluator({ changes: createInProcessAccountChangeBus() }).evaluate({
      em: handle.database().orm.em.fork(),
      accountId: accountOfTraderA.id,
      collectEvents: () => [breaching],
    });
    const breachOfTraderA = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Breach, { account: accountOfTraderA.id });
    const disputeEm = handle.database().orm.em.fork();
    const disputeOfTraderA = disputeEm.create(Dispute, {
      breach: breachOfTraderA.id,
      author: traderA.id,
      message: 'The price feed spiked on a closed market.',
    });
    await disputeEm.flush();
    await handle.app().events.dispatchPending();
    const notificationOfTraderA = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Notification, { type: 'breach', payload: { accountId: accountOfTraderA.id } });
    const kycEm = handle.database().orm.em.fork();
    const kycOfTraderA = kycEm.create(IdentityVerification, {
      user: traderA.id,
      organization: organizationA.id,
      status: 'submitted',
      legalName: 'Trader Of A',
      dateOfBirth: '1990-01-01',
      country: 'IT',
      submittedAt: new Date(),
    });
    const kycDocumentOfTraderA = kycEm.create(IdentityDocument, {
      verification: kycOfTraderA,
      kind: 'id_front',
      contentType: 'image/png',
      sizeBytes: 1,
      storageKey: `kyc/${kycOfTraderA.id}/${kycOfTraderA.id}`,
    });
    await kycEm.flush();
    const payoutEm = handle.database().orm.em.fork();
    const { method: methodOfTraderA, payout: payoutOfTraderA } = createTestPayout(
      payoutEm,
      await payoutEm.findOneOrFail(TradingAccount, { id: accountOfTraderA.id }),
    );
    await payoutEm.flush();
    const clientOfA = await createTestAccount(payoutEm, {
      email: 'client-of-a@matrix.example.com',
      organization: organizationA,
    });
    payoutEm.create(OrganizationMember, {
      organization: organizationA,
      user: clientOfA,
      role: 'user',
      status: 'active',
    });
    await payoutEm.flush();
    const fixture: TFixture = {
      organizationA,
      clientOfA: clientOfA.id,
      methodOfTraderA: methodOfTraderA.id,
      payoutOfTraderA: payoutOfTraderA.id,
      sessionOfTraderA: sessionOfTraderA.id,
      whiteLabelRequestId: whiteLabelRequest.id,
      orderOfTraderA: orderOfTraderA.id,
      accountOfTraderA: accountOfTraderA.id,
      breachOfTraderA: breachOfTraderA.id,
      disputeOfTraderA: disputeOfTraderA.id,
      notificationOfTraderA: notificationOfTraderA.id,
      certificateOfTraderA: { id: certificateOfTraderA.id, code: certificateOfTraderA.code },
      receiptOfTraderA: receiptOfTraderA.id,
      kycOfTraderA: kycOfTraderA.id,
      kycDocumentOfTraderA: kycDocumentOfTraderA.id,
      ...(await seedMemberFixtures(handle.database().orm.em.fork(), organizationA)),
    };

    const signedIn = await signInCallers(callers);
    const routes = handle
      .app()
      .routeAccessTable.filter((entry) => entry.method !== 'HEAD' && !entry.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(30);
    const violations: string[] = [];
    // Destructive routes last, so they cannot remove what the others are asked about; signing out last of all.
    const weight = (entry: { method: string; url: string }) =>
      entry.url === '/api/auth/sign-out' ? 2 : Number(entry.method === 'DELETE');
    const ordered = [...routes].sort((a, b) => weight(a) - weight(b));

    const declared = Object.fromEntries(
      routes.map((entry) => [`${entry.method} ${entry.url}`, entry.access]),
    );
    expect(declared).toEqual(EXPECTED_ACCESS);

    for (const entry of ordered) {
      const key = `${entry.method} ${entry.url}`;
      const resource = RESOURCE_ROUTES[key];
      if (entry.url.includes(':') && resource === undefined) {
        violations.push(`${key}: has path parameters but no entry in RESOURCE_ROUTES`);
        continue;
      }
      const url = resource === undefined ? entry.url : fillPath(entry.url, resource.params(fixture));
      const roles = rolesOf(entry.access);

      for (const caller of callers) {
        const response = await handle.app().inject({
          method: entry.method as HTTPMethods,
          url,
          headers: signedIn.get(caller.name) ?? {},
          ...(['POST', 'PATCH', 'PUT'].includes(entry.method) ? { payload: {} } : {}),
        });
        const status = response.statusCode;
        const isSuccess = status >= 200 && status < 300;
        const mustRefuse =
          (entry.access !== 'public' && caller.role === null) ||
          (roles !== null && (caller.role === null || !roles.includes(caller.role))) ||
          (resource !== undefined && !resource.allowed.includes(caller.name));
        if (status >= 500) violations.push(`${key} as ${caller.name}: ${status}`);
        // Refused before the body is even read: a 400 would mean the caller got past the rule.
        if (mustRefuse && !REFUSALS.includes(status)) {
          violations.push(`${key} as ${caller.name}: ${status}, must be refused (401, 403 or 404)`);
        }
        if (entry.access !== 'public' && caller.role === null && status !== 401) {
          violations.push(`${key} as anonymous: ${status}, must be 401`);
        }
        // The other side: a caller the rule admits is not turned away by it.
        const isAdmitted = roles !== null && caller.role !== null && roles.includes(caller.role);
        if (isAdmitted && (status === 401 || status === 403)) {
          violations.push(`${key} as ${caller.name}: ${status}, the role rule admits them`);
        }
        if (
          resource !== undefined &&
          entry.method === 'GET' &&
          resource.allowed.includes(caller.name) &&
          !isSuccess
        ) {
          violations.push(`${key} as ${caller.name}: ${status}, must be allowed`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
