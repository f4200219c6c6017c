import { randomUUID } from 'node:crypto';
import { signPayload, SIGNATURE_HEADER } from '../../api/src/infra/signed-payload.ts';
import { createTestAccount, signInAs } from '../../api/src/test/auth-fixtures.ts';
import { buildTestApp } from '../../api/src/test/build-test-app.ts';
import { createTestDatabase } from '../../api/src/test/databases.ts';
import { createSellingOrganization, openPlatformAccount } from '../../api/src/test/trading-fixtures.ts';
import { OrganizationMember } from '../../api/src/modules/tenancy/organization-member.entity.ts';
import { benchOptions } from './bench-options.ts';

/**
 * `npm run bench:api [-- --postgresql] [-- --accounts=N]`: how long from a bridge delivering a breaching
 * broker equity to the breach being visible to the trader. Over real HTTP against
 * the real app: each round POSTs one signed equity event for a fresh MT5 account, then GETs the account
 * as its owner until it reads `failed` with its breach report. Printed: p50, p99 and the slowest.
 */
const options = benchOptions();
const driver = options.driver;
const ACCOUNTS = options.count('accounts', 200);
const ORGANIZATION_SLUG = 'bench-firm';

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const database = await createTestDatabase(driver, 'bench_breach_latency');
const app = await buildTestApp({ orm: database.orm });
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const em = database.orm.em.fork();
  const { organization, plans } = await createSellingOrganization(em, ORGANIZATION_SLUG);
  const trader = await createTestAccount(em, { email: 'bench.trader@example.com', organization });
  const owner = await createTestAccount(em, { email: 'bench.owner@example.com' });
  em.create(OrganizationMember, { organization, user: owner, role: 'owner', status: 'active' });
  await em.flush();
  const ownerToken = (await signInAs(app, { email: 'bench.owner@example.com', portal: 'organization' }))
    .accessToken;
  const traderToken = (await signInAs(app, { email: 'bench.trader@example.com' })).accessToken;
  const issued = await app.inject({
    method: 'POST',
    url: `/api/organizations/${organization.id}/ingestion-key`,
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const { secret } = issued.json<{ secret: string }>();
  const startedAt = Date.now() - 60_000;
  const accounts = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    accounts.push(
      await openPlatformAccount(em, {
        organization,
        trader,
        plan: plans.two_step,
        platform: 'mt5',
        startedAt,
      }),
    );
  }

  const latencies: number[] = [];
  for (const account of accounts) {
    const body = JSON.stringify({
      events: [
        {
          id: randomUUID(),
          type: 'equity',
          platform: 'mt5',
          login: account.login,
          equityMinor: 2_300_000,
          at: new Date().toISOString(),
        },
      ],
    });
    const started = performance.now();
    const delivered = await fetch(`${base}/api/ingest/${ORGANIZATION_SLUG}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(secret, body, Date.now()),
      },
      body,
    });
    if (!delivered.ok) throw new Error(`ingest answered ${delivered.status}: ${await delivered.text()}`);
    for (;;) {
      const read = await fetch(`${base}/api/trading-accounts/${account.id}`, {
        headers: { authorization: `Bearer ${traderToken}` },
      });
      const detail = (await read.json()) as { account: { status: string }; breaches: unknown[] };
      if (detail.account.status === 'failed' && detail.breaches.length === 1) break;
    }
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`Breach latency (${driver}, ${ACCOUNTS} accounts, ingested equity → breach visible over HTTP)`);
  console.log(`  p50   ${format(percentile(latencies, 0.5))}`);
  console.log(`  p99   ${format(percentile(latencies, 0.99))}`);
  console.log(`  max   ${format(latencies.at(-1) ?? Number.NaN)}`);
} finally {
  await app.close();
  await database.dispose();
}
