import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { MissingRouteAccessError } from './route-access.ts';

function addUndeclaredRoute(app: FastifyInstance): void {
  app.get('/api/test/forgot-to-declare', async () => ({ exposed: true }));
}

function addUnknownRoleRoute(app: FastifyInstance): void {
  app.get('/api/test/wizards-only', { config: { access: { roles: [] } } }, async () => ({ exposed: true }));
}

describe.each(TEST_DRIVERS)('route access rules (%s)', (driver) => {
  const handle = useTestApp(driver, 'route_access');

  it('stops the app at start-up when an /api route declares no access rule', async () => {
    await expect(
      buildTestApp({ orm: handle.database().orm, extend: addUndeclaredRoute }),
    ).rejects.toBeInstanceOf(MissingRouteAccessError);
  });

  it('also stops it for a role rule that names no role', async () => {
    await expect(
      buildTestApp({ orm: handle.database().orm, extend: addUnknownRoleRoute }),
    ).rejects.toBeInstanceOf(MissingRouteAccessError);
  });

  it('records every /api route with its rule, the identity routes included', () => {
    const table = handle.app().routeAccessTable;
    const ruleOf = (method: string, url: string) =>
      table.find((entry) => entry.method === method && entry.url === url)?.access;

    expect(table.length).toBeGreaterThan(0);
    expect(table.every((entry) => entry.url.startsWith('/api'))).toBe(true);
    expect(ruleOf('POST', '/api/auth/sign-up')).toBe('public');
    expect(ruleOf('POST', '/api/auth/sign-in')).toBe('public');
    expect(ruleOf('GET', '/api/auth/session')).toBe('authenticated');
    expect(ruleOf('GET', '/api/auth/sessions')).toBe('authenticated');
    expect(ruleOf('DELETE', '/api/auth/sessions/:id')).toBe('authenticated');
    expect(ruleOf('GET', '/api/docs/json')).toBe('public');
    expect(ruleOf('POST', '/api/organizations')).toEqual({ roles: ['admin'] });
  });
});
