import { describe, expect, it } from '@jest/globals';
import {
  ZInvitationPage,
  ZMemberPage,
  ZOrganizationTheme,
  ZPublicPlansResponse,
} from '@propdesk/shared/contracts';
import { DEFAULT_SIMULATOR_SEED } from '../config/app-config.ts';
import { createSecretBox, SECRET_PURPOSES } from '../modules/auth/mfa/secret-box.ts';
import { TotpFactor } from '../modules/auth/mfa/totp-factor.entity.ts';
import { AuditEvent } from '../modules/audit/audit-event.entity.ts';
import { findPasswordWeaknesses } from '../modules/auth/password-policy.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { Breach } from '../modules/trading-accounts/breach.entity.ts';
import { Dispute } from '../modules/trading-accounts/dispute.entity.ts';
import { fingerprintState } from '../engine/index.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { toPublicOrganization } from '../modules/organizations/organization.service.ts';
import { SimulatorPosition } from '../modules/simulator/simulator-position.entity.ts';
import { DailyStat } from '../modules/trading-accounts/daily-stat.entity.ts';
import { Deal } from '../modules/trading-accounts/deal.entity.ts';
import { readResetEligibility } from '../modules/orders/reset-eligibility.ts';
import { PhaseTransition } from '../modules/trading-accounts/phase-transition.entity.ts';
import { TradingAccount } from '../modules/trading-accounts/trading-account.entity.ts';
import { bearer, freshTotpCode, signInAs, signInThroughApi } from '../test/auth-fixtures.ts';
import { TEST_MFA_ENCRYPTION_KEY } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_INVITED_EMAIL } from './demo-members.ts';
import { kycStatusOf } from '../modules/kyc/kyc-status.ts';
import { Payout } from '../modules/payouts/payout.entity.ts';
import { Certificate } from '../modules/certificates/certificate.entity.ts';
import { DevSeeder } from './dev-seeder.ts';
import { seedDevelopmentData } from './seed-development-data.ts';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// Seeded as `npm start` seeds: up to now. The server judges the demo data (an invitation's expiry, a
// session's age) by its own clock, so a fixed day would make them go stale as the calendar moves on.
const SEEDED_AT = Date.now();

describe.each(TEST_DRIVERS)('seedDevelopmentData (%s)', (driver) => {
  const handle = useTestApp(driver, 'seed');

  it('creates the demo organizations on an empty database, then never again', async () => {
    const orm = handle.database().orm;

    const options = {
      secretBox: createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.totp),
      simulatorSeed: DEFAULT_SIMULATOR_SEED,
      now: SEEDED_AT,
    };
    expect(await seedDevelopmentData(orm, options)).toBe('seeded');
    expect(await seedDevelopmentData(orm, options)).toBe('skipped');

    const organizations = await orm.em.fork().find(Organization, {}, { orderBy: { slug: 'asc' } });
    expect(organizations.map(({ slug, name, status }) => ({ slug, name, status }))).toEqual([
      { slug: 'default', name: 'VegaFunded', status: 'active' },
      { slug: 'vegafundedelite', name: 'VegaFunded Elite', status: 'active' },
    ]);
  });

  it('gives the demo traders accounts with a history the engine judged: on its way, passed, failed, scaled', async () => {
    const em = handle.database().orm.em.fork();
    const tess = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.trader.email });
    const marco = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.eliteTrader.email });
    const accounts = await em.find(TradingAccount, { owner: tess.id }, { orderBy: { createdAt: 'asc' } });
    const byKind = accounts
      .map((account) => `${account.program}/${account.phaseKind}/${account.status}`)
      .sort();
    expect(byKind).toEqual([
      'one_step/challenge/failed',
      'two_step/challenge/active',
      'two_step/challenge/passed',
      'two_step/verification/active',
    ]);
    const failed = accounts.find((account) => account.status === 'failed');
    expect(await em.count(Breach, { account: failed?.id })).toBe(1);
    // Its trader disputes the breach; the firm's staff have it to decide, and it can be overturned.
    expect(await em.count(Dispute, { breach: { account: failed?.id }, status: 'open' })).toBe(1);
    const breach = await em.findOneOrFail(Breach, { account: failed?.id }, { populate: ['priorState'] });
    expect(breach.priorState?.status).toBe('active');
    // Still exactly as the breach left it, so overturning would reinstate it.
    expect(failed === undefined ? null : fingerprintState(failed.engineState)).toBe(
      breach.outcomeFingerprint,
    );
    const passed = accounts.find((account) => account.status === 'passed');
    expect(await em.count(PhaseTransition, { account: passed?.id, kind: 'passed' })).toBe(1);
    const onItsWay = accounts.find(
      (account) => account.status === 'active' && account.phaseKind === 'challenge',
    );
    expect(onItsWay?.engineState.tradingDaysCounted).toBeGreaterThanOrEqual(5);
    expect(await em.count(DailyStat, { account: onItsWay?.id })).toBeGreaterThanOrEqual(5);
    expect(await em.count(SimulatorPosition, { account: onItsWay?.id, status: 'open' })).toBe(1);
    expect(await em.count(Deal, { account: onItsWay?.id })).toBeGreaterThanOrEqual(13);
    const elite = await em.find(TradingAccount, { owner: marco.id });
    expect(elite.map((account) => account.program).sort()).toEqual(['instant', 'two_step']);
    expect(
      await em.count(PhaseTransition, {
        account: { $in: elite.map((account) => account.id) },
        kind: 'scaling',
      }),
    ).toBe(1);
  });

  it('offers the demo trader the reset of their failed account for a few days more', async () => {
    const em = handle.database().orm.em.fork();
    const tess = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.trader.email });
    const failed = await em.findOneOrFail(TradingAccount, { owner: tess.id, status: 'failed' });
    const eligibility = await readResetEligibility(em, {
      userId: tess.id,
      accountId: failed.id,
      now: new Date(),
    });
    expect(eligibility.availability).toBe('available');
    expect(eligibility.priceMinor).toBe(eligibility.planFeeMinor / 2);
  });

  it('gives the funded demo trader an approved identity check, one payout paid and one waiting', async () => {
    const em = handle.database().orm.em.fork();
    const fiona = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.fundedTrader.email });
    expect(await kycStatusOf(em, fiona.id)).toBe('approved');
    const payouts = await em.find(Payout, { owner: fiona.id }, { orderBy: { requestedAt: 'asc' } });
    expect(payouts.map((payout) => [payout.payoutNumber, payout.status])).toEqual([
      [1, 'paid'],
      [2, 'requested'],
    ]);
    const [paid] = payouts;
    const account = await em.findOneOrFail(TradingAccount, { owner: fiona.id });
    expect(account.phaseKind).toBe('funded');
    expect(paid?.grossMinor).toBeGreaterThan(0);
    // The fee of the $25,000 2-step ($99) came back with the first payout; the split rose to 75 % for the next.
    expect(paid?.feeRefundMinor).toBe(9_900);
    expect(Number(payouts[1]?.splitPercent)).toBe(75);
    // The paid payout's event is in the outbox: its first dispatch issues her payout certificate.
    await handle.app().events.dispatchPending();
    const certificates = await handle.database().orm.em.fork().find(Certificate, { owner: fiona.id });
    expect(certificates.map((certificate) => [certificate.kind, certificate.amountMinor])).toEqual([
      ['payout', paid?.amountMinor],
    ]);
  });

  it('gives the default organization an activity log of staff actions with targets over the last months', async () => {
    const em = handle.database().orm.em.fork();
    const organization = await em.findOneOrFail(Organization, { slug: 'default' });
    const events = await em.find(AuditEvent, { organization }, { orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['organization_member_linked', 'kyc_decided', 'payout_approved', 'payout_paid']),
    );
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect(event.actor).not.toBeNull();
      expect(event.targetId).not.toBeNull();
      // The staff's weeks of activity, and the notes and blocks behind the demo clients (up to months ago).
      expect(event.createdAt.getTime()).toBeGreaterThan(SEEDED_AT - 180 * 86_400_000);
      expect(event.createdAt.getTime()).toBeLessThanOrEqual(SEEDED_AT);
    }
    const paid = await em.findOneOrFail(Payout, { organization, status: 'paid' });
    expect(events.find((event) => event.action === 'payout_paid')?.targetId).toBe(paid.id);
  });

  it('creates the demo logins, verified, and they sign in through their portals', async () => {
    const adminFactor = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(TotpFactor, { user: { email: DEMO_ACCOUNTS.platformAdmin.email } });
    // Sealed in the current format, bound to its own row.
    expect(adminFactor.encryptedSecret).toMatch(/^v2\./);
    expect(
      createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.totp).open(
        adminFactor.encryptedSecret,
        adminFactor.id,
      ).plaintext,
    ).toBe(DEMO_ACCOUNTS.platformAdmin.totpSecret);
    const adminPassword = await signInThroughApi(handle.app(), {
      ...DEMO_ACCOUNTS.platformAdmin,
      portal: 'admin',
    });
    // The demo admin's documented authenticator is on: the password alone asks for the second factor.
    expect(adminPassword.json()).toMatchObject({ mfa: 'required' });
    const admin = await handle.app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/mfa',
      payload: {
        mfaToken: adminPassword.json<{ mfaToken: string }>().mfaToken,
        code: await freshTotpCode(
          handle.app(),
          DEMO_ACCOUNTS.platformAdmin.email,
          DEMO_ACCOUNTS.platformAdmin.totpSecret,
        ),
      },
    });
    const trader = await signInThroughApi(handle.app(), { ...DEMO_ACCOUNTS.trader, portal: 'client' });

    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ user: { profile: { role: 'admin', portalType: null } } });
    expect(trader.statusCode).toBe(200);
    const defaultOrganization = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Organization, { slug: 'default' });
    expect(trader.json()).toMatchObject({
      user: { profile: { role: 'client', portalType: 'client', organizationId: defaultOrganization.id } },
    });
  });

  it('makes the traders users, the owner an owner and the agent an agent of their organizations', async () => {
    const em = handle.database().orm.em.fork();
    const demoLogins: string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    const memberships = await em.find(
      OrganizationMember,
      // The demo clients (demo-clients.ts) are users of the default firm too; their own test counts them.
      { user: { email: { $in: demoLogins } } },
      { populate: ['organization', 'user'], orderBy: { role: 'asc', organization: { slug: 'asc' } } },
    );
    expect(
      memberships
        .map((membership) => ({
          email: membership.user.email,
          slug: membership.organization.slug,
          role: membership.role,
          status: membership.status,
        }))
        // Two traders share the default firm: ordered by email within it.
        .sort(
          (a, b) =>
            a.role.localeCompare(b.role) || a.slug.localeCompare(b.slug) || a.email.localeCompare(b.email),
        ),
    ).toEqual([
      { email: DEMO_ACCOUNTS.organizationAdmin.email, slug: 'default', role: 'admin', status: 'active' },
      { email: DEMO_ACCOUNTS.secondSupportAgent.email, slug: 'default', role: 'agent', status: 'active' },
      { email: DEMO_ACCOUNTS.supportAgent.email, slug: 'default', role: 'agent', status: 'active' },
      { email: DEMO_ACCOUNTS.organizationManager.email, slug: 'default', role: 'manager', status: 'active' },
      { email: DEMO_ACCOUNTS.organizationOwner.email, slug: 'default', role: 'owner', status: 'active' },
      { email: DEMO_ACCOUNTS.fundedTrader.email, slug: 'default', role: 'user', status: 'active' },
      { email: DEMO_ACCOUNTS.trader.email, slug: 'default', role: 'user', status: 'active' },
      { email: DEMO_ACCOUNTS.eliteTrader.email, slug: 'vegafundedelite', role: 'user', status: 'active' },
    ]);

    const ownerPassword = await signInThroughApi(handle.app(), {
      ...DEMO_ACCOUNTS.organizationOwner,
      portal: 'organization',
    });
    expect(ownerPassword.json()).toMatchObject({ mfa: 'required' });
    const owner = await signInAs(handle.app(), {
      ...DEMO_ACCOUNTS.organizationOwner,
      portal: 'organization',
      totpSecret: DEMO_ACCOUNTS.organizationOwner.totpSecret,
    });
    const session = await handle
      .app()
      .inject({ method: 'GET', url: '/api/auth/session', headers: bearer(owner.accessToken) });
    expect(session.json()).toMatchObject({ profile: { role: 'client', portalType: 'organization' } });
    const agent = await signInThroughApi(handle.app(), {
      ...DEMO_ACCOUNTS.supportAgent,
      portal: 'support-agent',
    });
    expect(agent.statusCode).toBe(200);
  });

  it('gives the default firm an admin, a manager and two agents, and an invitation still waiting', async () => {
    const admin = await signInAs(handle.app(), {
      ...DEMO_ACCOUNTS.organizationAdmin,
      portal: 'organization',
      totpSecret: DEMO_ACCOUNTS.organizationAdmin.totpSecret,
    });
    const organization = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Organization, { slug: 'default' });
    const members = ZMemberPage.parse(
      (
        await handle.app().inject({
          method: 'GET',
          url: `/api/organizations/${organization.id}/members`,
          headers: bearer(admin.accessToken),
        })
      ).json(),
    );
    expect(members.members.map((member) => member.role)).toEqual([
      'owner',
      'admin',
      'manager',
      'agent',
      'agent',
    ]);
    const invitations = ZInvitationPage.parse(
      (
        await handle.app().inject({
          method: 'GET',
          url: `/api/organizations/${organization.id}/invitations`,
          headers: bearer(admin.accessToken),
        })
      ).json(),
    );
    expect(invitations.invitations).toEqual([
      expect.objectContaining({ email: DEMO_INVITED_EMAIL, role: 'manager', state: 'pending' }),
    ]);
    await signInAs(handle.app(), {
      ...DEMO_ACCOUNTS.organizationManager,
      portal: 'organization',
      totpSecret: DEMO_ACCOUNTS.organizationManager.totpSecret,
    });
    expect(
      (await signInThroughApi(handle.app(), { ...DEMO_ACCOUNTS.secondSupportAgent, portal: 'support-agent' }))
        .statusCode,
    ).toBe(200);
  });

  it('gives both demo organizations every program with the default rules and four account sizes', async () => {
    for (const slug of ['default', 'vegafundedelite']) {
      const response = await handle
        .app()
        .inject({ method: 'GET', url: `/api/public/organizations/${slug}/plans` });
      const { programs } = ZPublicPlansResponse.parse(response.json());
      expect(programs.map((entry) => [entry.program, entry.plans.length])).toEqual([
        ['two_step', 4],
        ['one_step', 4],
        ['instant', 4],
      ]);
      // As the landing says: funding from $25,000 to $200,000, fees from $99.
      const sizes = programs.flatMap((entry) => entry.plans.map((plan) => plan.accountSizeMinor));
      expect([Math.min(...sizes), Math.max(...sizes)]).toEqual([2_500_000, 20_000_000]);
      expect(Math.min(...programs.flatMap((entry) => entry.plans.map((plan) => plan.feeMinor)))).toBe(9_900);
    }
  });

  it('uses demo passwords that pass the password policy', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(findPasswordWeaknesses(account.password, account)).toEqual([]);
    }
  });

  it('can run the seeder again without duplicating anything', async () => {
    const orm = handle.database().orm;
    const before = await orm.em.fork().count(User);

    await orm.seeder.seed(DevSeeder);

    expect(await orm.em.fork().count(User)).toBe(before);
    expect(await orm.em.fork().count(Organization)).toBe(2);
  });

  it('gives each demo organization a valid, readable and distinct theme', async () => {
    const organizations = await handle.database().orm.em.fork().find(Organization, {});
    const themes = organizations.map((organization) =>
      ZOrganizationTheme.parse(toPublicOrganization(organization, 'http://localhost:4000').theme),
    );

    for (const theme of themes) {
      // WCAG AAA for body text.
      expect(contrastRatio(theme.textColor, theme.backgroundColor)).toBeGreaterThanOrEqual(7);
    }
    expect(new Set(themes.map((theme) => theme.primaryColor)).size).toBe(themes.length);
  });

  it('serves the seeded organizations through the public endpoint', async () => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/public/organizations/vegafundedelite' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'VegaFunded Elite', slug: 'vegafundedelite' });
  });

  it('gives the default organization a filled-in profile, which its public pages read', async () => {
    const response = await handle.app().inject({ method: 'GET', url: '/api/public/organizations/default' });

    expect(response.json()).toMatchObject({
      contact: {
        legalName: 'VegaFunded Trading S.r.l.',
        supportEmail: 'support@vegafunded.example',
        supportPhone: '+39 02 1234 5678',
        supportHours: expect.any(String),
        registeredAddress: expect.stringContaining('Milano'),
      },
    });
  });
});
