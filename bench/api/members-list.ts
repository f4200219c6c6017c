import { OrganizationMember } from '../../api/src/modules/tenancy/organization-member.entity.ts';
import { bearer, createTestAccount, signInAs } from '../../api/src/test/auth-fixtures.ts';
import { buildTestApp } from '../../api/src/test/build-test-app.ts';
import { createTestDatabase } from '../../api/src/test/databases.ts';
import { createSellingOrganization } from '../../api/src/test/trading-fixtures.ts';
import { benchOptions } from './bench-options.ts';
import { seedMembers } from './members-seed.ts';

/**
 * `node bench/api/members-list.ts [--postgresql] [--members=N] [--runs=N]`: a firm with N staff members
 * (default 500, each with three sessions and every other one with an authenticator) next to another firm
 * with as many, then its Members & Roles page asked `runs` times per shape (default 300) through the real
 * app. Printed per shape: p50, p99 and the slowest request in milliseconds, and the CPU the api process
 * spent per request (the app runs in this process, so that is the app's work and the driver's).
 */
const options = benchOptions();
const MEMBERS = options.count('members', 500);
const RUNS = options.count('runs', 300);
const WARM_UP = 20;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const database = await createTestDatabase(options.driver, 'bench_members');
// Every request comes from one address and one person: the general limit (per minute) would answer 429s.
const app = await buildTestApp({
  orm: database.orm,
  config: { rateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 } },
});
try {
  const em = database.orm.em.fork();
  const firm = await createSellingOrganization(em, 'bench-members-firm');
  const neighbour = await createSellingOrganization(em, 'bench-members-neighbour');
  const owner = await createTestAccount(em, { email: 'bench.members.owner@example.com' });
  em.create(OrganizationMember, {
    organization: firm.organization,
    user: owner,
    role: 'owner',
    status: 'active',
  });
  await em.flush();
  await seedMembers(database, { organizationId: firm.organization.id, count: MEMBERS, prefix: 'f' });
  await seedMembers(database, { organizationId: neighbour.organization.id, count: MEMBERS, prefix: 'n' });
  if (options.driver === 'postgresql') await database.orm.em.fork().getConnection().execute('analyze');
  const { accessToken } = await signInAs(app, {
    email: 'bench.members.owner@example.com',
    portal: 'organization',
  });
  const base = `/api/organizations/${firm.organization.id}/members`;
  console.log(
    `${MEMBERS} staff members (and as many in another firm) on ${options.driver}, ${RUNS} runs per shape`,
  );

  async function measure(label: string, path: string): Promise<void> {
    const durations: number[] = [];
    let cpuMicros = 0;
    let rows = 0;
    for (let run = -WARM_UP; run < RUNS; run += 1) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `${base}${path}`,
        headers: bearer(accessToken),
      });
      const took = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      if (run < 0) continue;
      durations.push(took);
      cpuMicros += cpu.user + cpu.system;
      const body = response.json<{ total?: number }>();
      rows = body.total ?? 1;
    }
    const sorted = durations.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(36)} ${String(rows).padStart(5)} rows  p50 ${percentile(sorted, 0.5).toFixed(2).padStart(6)} ms` +
        `  p99 ${percentile(sorted, 0.99).toFixed(2).padStart(6)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1).padStart(6)} ms` +
        `  cpu ${(cpuMicros / RUNS / 1000).toFixed(2).padStart(5)} ms/request`,
    );
  }

  await measure('page 1 of 20', '?pageSize=20');
  await measure('search "smith", page 1 of 20', '?search=smith&pageSize=20');
  await measure('managers, active, page 3 of 20', '?role=manager&status=active&page=3&pageSize=20');
  await measure('page 5 of 100', '?page=5&pageSize=100');
} finally {
  await app.close();
  await database.dispose();
}
