import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import {
  ZApiErrorBody,
  ZMyOrganizationList,
  ZOrganizationDetails,
  ZOrganizationStatusAnswer,
  type TMemberRole,
  type TMemberStatus,
  type TPortalType,
  type TProfileRole,
} from '@propdesk/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { RuleSet } from '../plans/index.ts';
import { Organization, OrganizationMember, type TOrganization } from '../tenancy/index.ts';

type TMembership = { organization: TOrganization; role: TMemberRole; status: TMemberStatus };

async function createPerson(
  em: EntityManager,
  email: string,
  options: {
    role?: TProfileRole;
    portalType?: TPortalType | null;
    organization?: TOrganization | null;
    memberships?: TMembership[];
  } = {},
): Promise<void> {
  const user = await createTestAccount(em, {
    email,
    role: options.role ?? 'client',
    portalType: options.portalType === undefined ? 'client' : options.portalType,
    organization: options.organization ?? null,
  });
  for (const membership of options.memberships ?? []) em.create(OrganizationMember, { ...membership, user });
  await em.flush();
}

function expectNotFound(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(404);
  expect(ZApiErrorBody.parse(response.json()).error).toEqual({
    code: 'NOT_FOUND',
    message: 'Organization not found',
  });
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(TEST_DRIVERS)('organization access routes (%s)', (driver) => {
  const handle = useTestApp(driver, 'organization_access');
  const tokens = new Map<string, string>();
  const organizations: Record<'alpha' | 'beta' | 'gamma', TOrganization> = {} as Record<
    'alpha' | 'beta' | 'gamma',
    TOrganization
  >;

  const as = async (
    email: string,
    portal: 'client' | 'admin' = 'client',
  ): Promise<{ authorization: string }> => {
    const cached = tokens.get(email);
    if (cached !== undefined) return bearer(cached);
    const { accessToken } = await signInAs(handle.app(), { email, portal });
    tokens.set(email, accessToken);
    return bearer(accessToken);
  };
  const get = async (url: string, headers: Record<string, string> = {}) =>
    handle.app().inject({ method: 'GET', url, headers });

  it('sets up three tenants and their people', async () => {
    const em = handle.database().orm.em.fork();
    organizations.alpha = em.create(Organization, {
      slug: 'alpha-firm',
      name: 'Alpha Firm',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    organizations.beta = em.create(Organization, {
      slug: 'beta-firm',
      name: 'Beta Firm',
      status: 'suspended',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    organizations.gamma = em.create(Organization, {
      slug: 'gamma-firm',
      name: 'Gamma Firm',
      status: 'pending',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    await em.flush();
    const { alpha, beta, gamma } = organizations;
    await createPerson(em, 'admin@example.com', { role: 'admin', portalType: null });
    await createPerson(em, 'manager@example.com', { role: 'manager', portalType: null });
    await createPerson(em, 'loner@example.com');
    await createPerson(em, 'owner@alpha.example.com', {
      portalType: 'organization',
      organization: alpha,
      memberships: [
        { organization: alpha, role: 'owner', status: 'active' },
        { organization: gamma, role: 'user', status: 'active' },
        { organization: beta, role: 'owner', status: 'suspended' },
      ],
    });
    await createPerson(em, 'user@alpha.example.com', {
      organization: alpha,
      memberships: [{ organization: alpha, role: 'user', status: 'active' }],
    });
    await createPerson(em, 'user@beta.example.com', {
      organization: beta,
      memberships: [{ organization: beta, role: 'user', status: 'active' }],
    });
    await createPerson(em, 'manager@gamma.example.com', {
      organization: gamma,
      memberships: [{ organization: gamma, role: 'manager', status: 'active' }],
    });
  });

  describe('GET /api/me/organization-status', () => {
    it.each([
      ['admin@example.com', 'admin', 'active'],
      ['manager@example.com', 'admin', 'active'],
      ['loner@example.com', 'client', 'active'],
      ['user@alpha.example.com', 'client', 'active'],
      ['user@beta.example.com', 'client', 'suspended'],
      ['manager@gamma.example.com', 'client', 'pending'],
    ] as const)('answers %s with the gate status (%s portal) %s', async (email, portal, status) => {
      const response = await get('/api/me/organization-status', await as(email, portal));

      expect(response.statusCode).toBe(200);
      expect(ZOrganizationStatusAnswer.parse(response.json())).toEqual({ status });
    });

    it('refuses an anonymous caller', async () => {
      expect((await get('/api/me/organization-status')).statusCode).toBe(401);
    });
  });

  describe('GET /api/me/organizations', () => {
    it('lists every organization to an admin, newest first, with role admin', async () => {
      const response = await get('/api/me/organizations', await as('admin@example.com', 'admin'));

      expect(response.statusCode).toBe(200);
      const { organizations: listed } = ZMyOrganizationList.parse(response.json());
      expect(listed.map(({ slug, role }) => ({ slug, role }))).toEqual([
        { slug: 'gamma-firm', role: 'admin' },
        { slug: 'beta-firm', role: 'admin' },
        { slug: 'alpha-firm', role: 'admin' },
      ]);
    });

    it("lists only a member's active memberships, newest first, with their roles", async () => {
      const response = await get('/api/me/organizations', await as('owner@alpha.example.com'));

      const { organizations: listed } = ZMyOrganizationList.parse(response.json());
      expect(listed.map(({ slug, role, status }) => ({ slug, role, status }))).toEqual([
        { slug: 'gamma-firm', role: 'user', status: 'pending' },
        { slug: 'alpha-firm', role: 'owner', status: 'active' },
      ]);
    });

    it('lists nothing to a manager or a user without memberships', async () => {
      for (const [email, portal] of [
        ['manager@example.com', 'admin'],
        ['loner@example.com', 'client'],
      ] as const) {
        const response = await get('/api/me/organizations', await as(email, portal));
        expect(ZMyOrganizationList.parse(response.json())).toEqual({ organizations: [] });
      }
    });

    it('refuses an anonymous caller', async () => {
      expect((await get('/api/me/organizations')).statusCode).toBe(401);
    });
  });

  describe('GET /api/organizations/:id', () => {
    it('answers an admin with any organization', async () => {
      const response = await get(
        `/api/organizations/${organizations.beta.id}`,
        await as('admin@example.com', 'admin'),
      );

      expect(response.statusCode).toBe(200);
      expect(ZOrganizationDetails.parse(response.json())).toMatchObject({
        id: organizations.beta.id,
        slug: 'beta-firm',
        status: 'suspended',
        theme: { primaryColor: '#2563eb', fontFamily: null },
      });
    });

    it('answers active owners and managers with their own organization', async () => {
      const owner = await get(
        `/api/organizations/${organizations.alpha.id}`,
        await as('owner@alpha.example.com'),
      );
      const manager = await get(
        `/api/organizations/${organizations.gamma.id}`,
        await as('manager@gamma.example.com'),
      );

      expect(owner.statusCode).toBe(200);
      expect(ZOrganizationDetails.parse(owner.json()).slug).toBe('alpha-firm');
      expect(manager.statusCode).toBe(200);
    });

    it('answers 404 to plain users, suspended members and other tenants, like an unknown id', async () => {
      const cases: [string, TOrganization][] = [
        ['user@alpha.example.com', organizations.alpha],
        ['owner@alpha.example.com', organizations.beta],
        ['owner@alpha.example.com', organizations.gamma],
        ['manager@gamma.example.com', organizations.alpha],
        ['manager@example.com', organizations.alpha],
      ];
      for (const [email, organization] of cases) {
        const portal = email === 'manager@example.com' ? 'admin' : 'client';
        expectNotFound(await get(`/api/organizations/${organization.id}`, await as(email, portal)));
      }
      const admin = await as('admin@example.com', 'admin');
      expectNotFound(await get(`/api/organizations/${UNKNOWN_ID}`, admin));
      expectNotFound(await get('/api/organizations/not-a-uuid', admin));
    });

    it('refuses an anonymous caller', async () => {
      expect((await get(`/api/organizations/${organizations.alpha.id}`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/organizations', () => {
    const create = async (payload: Record<string, unknown>, headers: Record<string, string>) =>
      handle.app().inject({ method: 'POST', url: '/api/organizations', payload, headers });

    it('lets an admin create an organization, with default theme colours and an audit event', async () => {
      const response = await create(
        {
          name: 'Delta Firm',
          slug: 'delta-firm',
          theme: { primaryColor: '#123456' },
          tracking: { marketingPixelUrl: 'https://pixel.example.com/delta.js' },
        },
        await as('admin@example.com', 'admin'),
      );

      expect(response.statusCode).toBe(201);
      const body = ZOrganizationDetails.parse(response.json());
      expect(body).toMatchObject({
        name: 'Delta Firm',
        slug: 'delta-firm',
        status: 'active',
        theme: { primaryColor: '#123456', secondaryColor: '#0f172a', logoUrl: null },
        tracking: { analyticsScriptUrl: null, marketingPixelUrl: 'https://pixel.example.com/delta.js' },
      });
      const em = handle.database().orm.em.fork();
      expect(await em.count(Organization, { id: body.id })).toBe(1);
      expect(await em.count(AuditEvent, { action: 'organization_created' })).toBe(1);
      // It sells the default offering from the start: every program, with its rules.
      expect(await em.count(RuleSet, { organization: body.id, status: 'active' })).toBe(3);
    });

    it('answers 409 CONFLICT for a slug in use', async () => {
      const response = await create(
        { name: 'Alpha Again', slug: 'alpha-firm' },
        await as('admin@example.com', 'admin'),
      );

      expect(response.statusCode).toBe(409);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('CONFLICT');
    });

    it.each([
      { name: 'Bad Colour', slug: 'bad-colour', theme: { primaryColor: 'red' } },
      { name: 'Bad Slug', slug: 'Bad_Slug' },
      { name: 'X', slug: 'short-name' },
      { name: 'Script Font', slug: 'script-font', theme: { fontFamily: 'x;}</style><script>' } },
      {
        name: 'Plain Http',
        slug: 'plain-http',
        tracking: { analyticsScriptUrl: 'http://tracker.example.com/a.js' },
      },
      { name: 'Script Url', slug: 'script-url', tracking: { marketingPixelUrl: 'javascript:alert(1)' } },
    ])('answers 400 VALIDATION_ERROR for %j', async (payload) => {
      const response = await create(payload, await as('admin@example.com', 'admin'));

      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    });

    it('answers 403 to everybody but platform admins, before looking at the body', async () => {
      for (const [email, portal] of [
        ['manager@example.com', 'admin'],
        ['owner@alpha.example.com', 'client'],
        ['loner@example.com', 'client'],
      ] as const) {
        const response = await create({ name: 'Nope' }, await as(email, portal));
        expect(response.statusCode).toBe(403);
        expect(ZApiErrorBody.parse(response.json()).error.code).toBe('FORBIDDEN');
      }
      expect(
        (await handle.app().inject({ method: 'POST', url: '/api/organizations', payload: {} })).statusCode,
      ).toBe(401);
    });
  });

  describe('PATCH /api/organizations/:id', () => {
    const patch = async (id: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
      handle.app().inject({ method: 'PATCH', url: `/api/organizations/${id}`, payload, headers });

    it('lets an admin update name, status and theme, with an audit event', async () => {
      const response = await patch(
        organizations.gamma.id,
        { name: 'Gamma Renamed', status: 'active', theme: { accentColor: '#abcdef' } },
        await as('admin@example.com', 'admin'),
      );

      expect(response.statusCode).toBe(200);
      expect(ZOrganizationDetails.parse(response.json())).toMatchObject({
        name: 'Gamma Renamed',
        slug: 'gamma-firm',
        status: 'active',
        theme: { accentColor: '#abcdef', primaryColor: '#2563eb' },
      });
      const stored = await handle
        .database()
        .orm.em.fork()
        .findOneOrFail(Organization, organizations.gamma.id);
      expect(stored.status).toBe('active');
      expect(
        await handle.database().orm.em.fork().count(AuditEvent, { action: 'organization_updated' }),
      ).toBe(1);
    });

    it('answers 404 for an unknown id and 400 for a bad colour', async () => {
      const admin = await as('admin@example.com', 'admin');

      expectNotFound(await patch(UNKNOWN_ID, { name: 'Ghost Firm' }, admin));
      expectNotFound(await patch('not-a-uuid', { name: 'Ghost Firm' }, admin));
      const invalid = await patch(organizations.alpha.id, { theme: { textColor: '#12345' } }, admin);
      expect(invalid.statusCode).toBe(400);
    });

    it("answers 403 to an organization's own owner and to managers, changing nothing", async () => {
      for (const [email, portal] of [
        ['owner@alpha.example.com', 'client'],
        ['manager@example.com', 'admin'],
      ] as const) {
        const response = await patch(organizations.alpha.id, { name: 'Hijacked' }, await as(email, portal));
        expect(response.statusCode).toBe(403);
      }
      const stored = await handle
        .database()
        .orm.em.fork()
        .findOneOrFail(Organization, organizations.alpha.id);
      expect(stored.name).toBe('Alpha Firm');
    });
  });
});
