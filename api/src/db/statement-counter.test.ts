import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { ENTITIES } from '../entities.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { bearer, createTestAccount, signInAs } from '../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { createSellingOrganization, openPlatformAccount } from '../test/trading-fixtures.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { createOrm, IN_MEMORY_SQLITE } from './create-orm.ts';
import { countStatements } from './statement-counter.ts';

/** Test-only routes (outside /api, so they need no access rule) sending a known number of statements. */
function addProbeRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { extra?: string } }>('/probe/count', async (request) => {
    await request.em.count(Organization);
    if (request.query.extra === 'true') await request.em.count(Organization, { slug: 'counter-firm' });
    return { ok: true };
  });
  app.get('/probe/transaction', async (request) => {
    await request.em.transactional((em) => em.count(Organization));
    return { ok: true };
  });
}

describe.each(TEST_DRIVERS)('statement counter (%s)', (driver) => {
  const handle = useTestApp(driver, 'statement_counter', { extend: addProbeRoutes });
  let accessToken = '';
  let accountId = '';

  const count = (url: string, headers: Record<string, string> = {}) =>
    countStatements(handle.database().orm, () => handle.app().inject({ method: 'GET', url, headers }));

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const { organization, plans } = await createSellingOrganization(em, 'counter-firm');
    const trader = await createTestAccount(em, { email: 'counter.trader@example.com', organization });
    const account = await openPlatformAccount(em, {
      organization,
      trader,
      plan: plans.two_step,
      platform: 'mt5',
      startedAt: Date.now() - 60_000,
    });
    accountId = account.id;
    accessToken = (await signInAs(handle.app(), { email: 'counter.trader@example.com' })).accessToken;
  });

  it('counts one statement for one query, and two once a statement is added', async () => {
    const one = await count('/probe/count');
    const two = await count('/probe/count?extra=true');

    expect(one.result.statusCode).toBe(200);
    expect(one.sql).toHaveLength(1);
    expect(two.sql).toHaveLength(2);
    // The expectation a test pins for the first request fails for the second.
    expect(() => expect(two.statements).toBe(one.statements)).toThrow();
  });

  it("counts a transaction's BEGIN and COMMIT around its query", async () => {
    const { sql } = await count('/probe/transaction');

    expect(sql.map((statement) => statement.split(' ')[0]?.toLowerCase())).toEqual([
      'begin',
      'select',
      'commit',
    ]);
  });

  it('counts nothing for a request that reads no data', async () => {
    const { result, statements } = await count('/api/livez');

    expect(result.statusCode).toBe(200);
    expect(statements).toBe(0);
  });

  it("counts the access check: an account's page without breaches is the session, then the account", async () => {
    const { result, sql } = await count(`/api/trading-accounts/${accountId}`, bearer(accessToken));

    expect(result.statusCode).toBe(200);
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/from sessions/);
    // The session is remembered for a moment: the next request of the same session reads the account only.
    expect((await count(`/api/trading-accounts/${accountId}`, bearer(accessToken))).statements).toBe(1);
  });

  it('keeps concurrent requests apart', async () => {
    const [probe, page] = await Promise.all([
      count('/probe/count?extra=true'),
      count(`/api/trading-accounts/${accountId}`, bearer(accessToken)),
    ]);

    expect(probe.statements).toBe(2);
    // The page's own statements only (its session may still be remembered from the test before).
    expect(page.sql.length).toBeGreaterThanOrEqual(1);
    expect(page.sql.every((statement) => /from (sessions|trading_accounts) /.test(statement))).toBe(true);
  });
});

describe('countStatements', () => {
  it('refuses an ORM built without counting, rather than reading zero', async () => {
    const orm = await createOrm({ driver: 'sqlite', path: IN_MEMORY_SQLITE }, ENTITIES);
    try {
      await expect(countStatements(orm, async () => 'work')).rejects.toThrow(/without/);
    } finally {
      await orm.close(true);
    }
  });
});
