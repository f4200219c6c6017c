import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { MissingRouteAccessError } from './route-access.ts';

function addUndeclaredRoute(app: FastifyInstance): void {
  app.get('/api/test/forgot-to-declare', async () => ({ exposed: true }));
}

describe.each(TEST_DRIVERS)('route access rules (%s)', (driver) => {
  const handle = useTestApp(driver, 'route_access');

  it('stops the app at start-up when an /api route declares no access rule', async () => {
    await expect(
      buildTestApp({ orm: handle.database().orm, extend: addUndeclaredRoute }),
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
  });

  it('refuses an anonymous caller on every authenticated route with 401', async () => {
    const authenticated = handle
      .app()
      .routeAccessTable.filter((entry) => entry.access === 'authenticated' && entry.method !== 'HEAD');

    for (const entry of authenticated) {
      const url = entry.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      const method = entry.method as 'GET' | 'POST' | 'DELETE';
      const response = await handle.app().inject({ method, url });

      expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode }).toEqual({
        route: `${entry.method} ${entry.url}`,
        status: 401,
      });
    }
  });
});
