import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import type { HTTPMethods } from 'fastify';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { isStaffRule } from '../plugins/route-access.ts';
import { bearer, createTestAccount, signInAs } from './auth-fixtures.ts';
import { TEST_DRIVERS } from './databases.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * The second-factor side of the route matrix: every staff route of an organization, called with sessions
 * whose sign-in passed no second factor although their role needs one. Each person signed in to the
 * trader portal with a password and was given staff rights afterwards (an accepted invitation, a
 * promotion), so the token is valid, the membership real and only the second factor is missing.
 */
describe.each(TEST_DRIVERS)('staff routes and the second factor (%s)', (driver) => {
  const handle = useTestApp(driver, 'route_matrix_mfa');

  async function signedInTrader(email: string): Promise<Record<string, string>> {
    await createTestAccount(handle.database().orm.em.fork(), { email });
    const { accessToken } = await signInAs(handle.app(), { email, portal: 'client' });
    return bearer(accessToken);
  }

  it('declares the staff rule on every route that names an organization', () => {
    const undeclared = handle
      .app()
      .routeAccessTable.filter((entry) => entry.url.includes(':organizationId') && !isStaffRule(entry.access))
      .map((entry) => `${entry.method} ${entry.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses every staff route with SECOND_FACTOR_REQUIRED to an owner and a platform admin without one', async () => {
    const em = handle.database().orm.em.fork();
    const organization = em.create(Organization, { slug: 'mfa-matrix', name: 'MFA Matrix' });
    await em.flush();
    const owner = await signedInTrader('promoted.owner@mfa.example.com');
    const platformAdmin = await signedInTrader('promoted.admin@mfa.example.com');
    const promotedOwner = await em.findOneOrFail(Profile, { email: 'promoted.owner@mfa.example.com' });
    em.create(OrganizationMember, {
      organization,
      user: promotedOwner.user,
      role: 'owner',
      status: 'active',
    });
    await em.flush();
    await em.nativeUpdate(
      Profile,
      { email: 'promoted.admin@mfa.example.com' },
      { role: 'admin', portalType: null },
    );

    const staffRoutes = handle
      .app()
      .routeAccessTable.filter((entry) => entry.method !== 'HEAD' && isStaffRule(entry.access));
    expect(staffRoutes.length).toBeGreaterThan(60);
    const violations: string[] = [];
    for (const entry of staffRoutes) {
      // Only the organization matters: the rule is checked before any other parameter is read.
      const url = entry.url.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'organizationId' ? organization.id : randomUUID(),
      );
      for (const [who, headers] of [
        ['owner', owner],
        ['platform admin', platformAdmin],
      ] as const) {
        const response = await handle.app().inject({
          method: entry.method as HTTPMethods,
          url,
          headers,
          ...(['POST', 'PATCH', 'PUT'].includes(entry.method) ? { payload: {} } : {}),
        });
        const code = ZApiErrorBody.safeParse(response.json()).data?.error.code;
        if (response.statusCode !== 403 || code !== 'SECOND_FACTOR_REQUIRED') {
          violations.push(`${entry.method} ${entry.url} as ${who}: ${response.statusCode} ${code ?? ''}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
