import { OrganizationMember } from '../../api/src/modules/tenancy/organization-member.entity.ts';
import { bearer, createTestAccount, signInAs } from '../../api/src/test/auth-fixtures.ts';
import { buildTestApp } from '../../api/src/test/build-test-app.ts';
import { createTestDatabase } from '../../api/src/test/databases.ts';
import { createSellingOrganization } from '../../api/src/test/trading-fixtures.ts';
import { benchOptions } from './bench-options.ts';
import { seedBenchClients } from './clients-seed.ts';

/**
 * `npm run bench:clients [-- --clients=N] [-- --runs=N]` on PostgreSQL: a firm with N clients (default
 * 10,000) next to another firm with half as many, then the staff's client list asked `runs` times per
 * shape (default 200) through the real app, and the CSV export (a tenth as many times). Printed per
 * shape: p50, p99 and the slowest, in milliseconds. `--sqlite` runs it on SQLite instead.
 */
const options = benchOptions(
  process.argv.includes('--sqlite') ? process.argv.slice(2) : ['--postgresql', ...process.argv.slice(2)],
);
const CLIENTS = options.count('clients', 10_000);
const RUNS = options.count('runs', 200);
const WARM_UP = 10;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const database = await createTestDatabase(options.driver, 'bench_clients');
const app = await buildTestApp({ orm: database.orm });
try {
  const em = database.orm.em.fork();
  const firm = await createSellingOrganization(em, 'bench-clients-firm');
  const neighbour = await createSellingOrganization(em, 'bench-clients-neighbour');
  const owner = await createTestAccount(em, { email: 'bench.clients.owner@example.com' });
  em.create(OrganizationMember, {
    organization: firm.organization,
    user: owner,
    role: 'owner',
    status: 'active',
  });
  await em.flush();
  const now = Date.now();
  const seedingStarted = performance.now();
  await seedBenchClients(database.orm, {
    organization: firm.organization,
    plan: firm.plans.two_step,
    count: CLIENTS,
    now,
    prefix: 'f',
  });
  await seedBenchClients(database.orm, {
    organization: neighbour.organization,
    plan: neighbour.plans.two_step,
    count: Math.ceil(CLIENTS / 2),
    now,
    prefix: 'n',
  });
  if (options.driver === 'postgresql') await database.orm.em.fork().getConnection().execute('analyze');
  console.log(
    `seeded ${CLIENTS} clients (and ${Math.ceil(CLIENTS / 2)} of another firm) on ${options.driver} in ` +
      `${((performance.now() - seedingStarted) / 1_000).toFixed(1)} s`,
  );
  const { accessToken } = await signInAs(app, {
    email: 'bench.clients.owner@example.com',
    portal: 'organization',
  });
  const base = `/api/organizations/${firm.organization.id}/clients`;

  async function measure(label: string, path: string, runs: number): Promise<void> {
    const durations: number[] = [];
    let rows = 0;
    for (let run = -WARM_UP; run < runs; run += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `${base}${path}`,
        headers: bearer(accessToken),
      });
      const took = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      if (run < 0) continue;
      durations.push(took);
      rows = path.includes('export.csv')
        ? response.body.trim().split('\r\n').length - 1
        : response.json<{ total: number }>().total;
    }
    const sorted = durations.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(44)} ${String(rows).padStart(6)} rows  p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms` +
        `  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1).padStart(6)} ms`,
    );
  }

  await measure('list, page 1 of 20, newest first', '?pageSize=20', RUNS);
  await measure('list, search "smith" + KYC approved', '?search=smith&kyc=approved&pageSize=20', RUNS);
  await measure('list, funded + country IT, by name', '?funded=true&country=IT&sort=name&pageSize=20', RUNS);
  await measure('list, 100 by last activity, page 30', '?sort=last_activity&pageSize=100&page=30', RUNS);
  await measure('export, every client', '/export.csv', Math.max(5, Math.round(RUNS / 10)));
  await measure(
    'export, search "smith" + KYC approved',
    '/export.csv?search=smith&kyc=approved',
    Math.max(5, Math.round(RUNS / 10)),
  );
} finally {
  await app.close();
  await database.dispose();
}
