import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZSessionUser } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { DomainEvent } from '../events/index.ts';
import { DEMO_ELITE_ACCESS_CODE, ELITE_PASS_COOKIE_NAME } from '../elite/index.ts';
import { ELITE_ORGANIZATION_SLUG, Organization, OrganizationMember, Profile } from '../tenancy/index.ts';

describe.each(TEST_DRIVERS)('profile linking on GET /api/auth/session (%s)', (driver) => {
  const handle = useTestApp(driver, 'profile_linking');

  const loadSession = async (accessToken: string) => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/auth/session', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    return ZSessionUser.parse(response.json());
  };

  const createLinkFirm = async (slug: string) => {
    const em = handle.database().orm.em.fork();
    const organization = em.create(Organization, { slug, name: `Firm ${slug}` });
    await em.flush();
    return organization;
  };

  it('links a profile to the organization of its slug with an active user membership, once', async () => {
    const organization = await createLinkFirm('link-firm');
    const user = await createTestAccount(handle.database().orm.em.fork(), {
      email: 'linked@example.com',
      clientOrganizationSlug: 'link-firm',
    });
    const { accessToken } = await signInAs(handle.app(), { email: 'linked@example.com' });

    const first = await loadSession(accessToken);
    const second = await loadSession(accessToken);

    expect(first.profile.organizationId).toBe(organization.id);
    expect(second.profile.organizationId).toBe(organization.id);
    const em = handle.database().orm.em.fork();
    const memberships = await em.find(OrganizationMember, { user: user.id });
    expect(memberships.map(({ role, status }) => ({ role, status }))).toEqual([
      { role: 'user', status: 'active' },
    ]);
    expect(await em.count(AuditEvent, { action: 'organization_member_linked', actor: user.id })).toBe(1);
    // The firm hears of its new client once (its staff, and its webhooks as client.signed_up).
    const joined = await em.find(DomainEvent, { type: 'client_signed_up' });
    expect(joined.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        organizationId: organization.id,
        userId: user.id,
        email: 'linked@example.com',
      }),
    ]);
  });

  it('keeps an existing membership as it is and only sets the organization', async () => {
    const organization = await createLinkFirm('kept-firm');
    const em = handle.database().orm.em.fork();
    const user = await createTestAccount(em, {
      email: 'kept@example.com',
      clientOrganizationSlug: 'kept-firm',
    });
    em.create(OrganizationMember, { organization, user, role: 'manager', status: 'suspended' });
    await em.flush();
    const { accessToken } = await signInAs(handle.app(), { email: 'kept@example.com' });

    expect((await loadSession(accessToken)).profile.organizationId).toBe(organization.id);

    const memberships = await handle.database().orm.em.fork().find(OrganizationMember, { user: user.id });
    expect(memberships.map(({ role, status }) => ({ role, status }))).toEqual([
      { role: 'manager', status: 'suspended' },
    ]);
    // Not a new client: nothing to tell.
    expect(
      await handle
        .database()
        .orm.em.fork()
        .count(DomainEvent, { type: 'client_signed_up', payload: { userId: user.id } }),
    ).toBe(0);
  });

  it('creates one membership when two first loads arrive together', async () => {
    await createLinkFirm('race-firm');
    const user = await createTestAccount(handle.database().orm.em.fork(), {
      email: 'racer@example.com',
      clientOrganizationSlug: 'race-firm',
    });
    const { accessToken } = await signInAs(handle.app(), { email: 'racer@example.com' });

    const sessions = await Promise.all([loadSession(accessToken), loadSession(accessToken)]);

    expect(new Set(sessions.map((session) => session.profile.organizationId)).size).toBe(1);
    expect(await handle.database().orm.em.fork().count(OrganizationMember, { user: user.id })).toBe(1);
  });

  it('leaves alone a profile whose slug names no organization, or that is already linked', async () => {
    const elsewhere = await createLinkFirm('elsewhere-firm');
    await createLinkFirm('other-firm');
    const em = handle.database().orm.em.fork();
    const ghost = await createTestAccount(em, {
      email: 'ghost@example.com',
      clientOrganizationSlug: 'no-firm',
    });
    const settled = await createTestAccount(em, {
      email: 'settled@example.com',
      organization: elsewhere,
      clientOrganizationSlug: 'other-firm',
    });

    const ghostSession = await loadSession(
      (await signInAs(handle.app(), { email: 'ghost@example.com' })).accessToken,
    );
    const settledSession = await loadSession(
      (await signInAs(handle.app(), { email: 'settled@example.com' })).accessToken,
    );

    expect(ghostSession.profile.organizationId).toBeNull();
    expect(settledSession.profile.organizationId).toBe(elsewhere.id);
    const check = handle.database().orm.em.fork();
    expect(await check.count(OrganizationMember, { user: { $in: [ghost.id, settled.id] } })).toBe(0);
    const ghostProfile = await check.findOneOrFail(Profile, { user: ghost.id });
    expect(ghostProfile.organization).toBeNull();
  });
});

describe.each(TEST_DRIVERS)('elite link on POST /api/me/elite-link (%s)', (driver) => {
  const handle = useTestApp(driver, 'elite_linking');
  let elitePass = '';
  const link = (payload: object, accessToken?: string, pass: string = elitePass) =>
    handle.app().inject({
      method: 'POST',
      url: '/api/me/elite-link',
      payload,
      cookies: { [ELITE_PASS_COOKIE_NAME]: pass },
      ...(accessToken === undefined ? {} : { headers: bearer(accessToken) }),
    });

  beforeAll(async () => {
    const granted = await handle
      .app()
      .inject({ method: 'POST', url: '/api/elite/access', payload: { code: DEMO_ELITE_ACCESS_CODE } });
    elitePass = granted.cookies.find((cookie) => cookie.name === ELITE_PASS_COOKIE_NAME)?.value ?? '';
  });

  it('joins nobody without the elite pass', async () => {
    const em = handle.database().orm.em.fork();
    const user = await createTestAccount(em, { email: 'no.code@example.com' });
    const { accessToken } = await signInAs(handle.app(), { email: 'no.code@example.com' });

    const refused = await link({ organizationSlug: ELITE_ORGANIZATION_SLUG }, accessToken, '');
    expect(refused.statusCode).toBe(403);
    expect(ZApiErrorBody.parse(refused.json()).error.code).toBe('ELITE_PASS_REQUIRED');
    const forged = await link({ organizationSlug: ELITE_ORGANIZATION_SLUG }, accessToken, accessToken);
    expect(forged.statusCode).toBe(403);
    expect(await handle.database().orm.em.fork().count(OrganizationMember, { user: user.id })).toBe(0);
  });

  it('links a signed-in trader to the elite organization, once, and sets it when the profile has none', async () => {
    const em = handle.database().orm.em.fork();
    const elite = em.create(Organization, { slug: ELITE_ORGANIZATION_SLUG, name: 'VegaFunded Elite' });
    await em.flush();
    const user = await createTestAccount(em, { email: 'elite.linked@example.com' });
    const { accessToken } = await signInAs(handle.app(), { email: 'elite.linked@example.com' });

    const first = await link({ organizationSlug: 'VegaFundedElite', package: 'elite-100k' }, accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'linked' });
    expect((await link({ organizationSlug: ELITE_ORGANIZATION_SLUG }, accessToken)).json()).toEqual({
      status: 'unchanged',
    });

    const check = handle.database().orm.em.fork();
    expect(
      await check.count(OrganizationMember, { user: user.id, organization: elite.id, role: 'user' }),
    ).toBe(1);
    expect((await check.findOneOrFail(Profile, { user: user.id })).organization?.id).toBe(elite.id);
    const audit = await check.findOneOrFail(AuditEvent, {
      action: 'organization_member_linked',
      actor: user.id,
    });
    expect(audit.details).toMatchObject({ via: 'elite_link', package: 'elite-100k' });
  });

  it('never joins another tenant through this door, and needs a signed-in caller', async () => {
    const em = handle.database().orm.em.fork();
    em.create(Organization, { slug: 'private-firm', name: 'Private Firm' });
    await em.flush();
    const user = await createTestAccount(em, { email: 'elite.intruder@example.com' });
    const { accessToken } = await signInAs(handle.app(), { email: 'elite.intruder@example.com' });

    expect((await link({ organizationSlug: 'private-firm' }, accessToken)).json()).toEqual({
      status: 'unchanged',
    });
    expect(await handle.database().orm.em.fork().count(OrganizationMember, { user: user.id })).toBe(0);
    expect((await link({ organizationSlug: '' }, accessToken)).statusCode).toBe(400);
    expect((await link({ organizationSlug: ELITE_ORGANIZATION_SLUG })).statusCode).toBe(401);
  });
});
