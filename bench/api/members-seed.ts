import { randomUUID } from 'node:crypto';
import { STAFF_MEMBER_ROLES } from '@propdesk/shared/contracts';
import { bindable, isPostgreSql } from '../../api/src/db/bulk-sql.ts';
import type { TTestDatabase } from '../../api/src/test/databases.ts';

const LAST_NAMES = ['Smith', 'Rossi', 'García', 'Müller', 'Novak', 'Silva', 'Kowalski', 'Dubois'];

/** Staff members with their users, profiles, sessions and authenticators, in a few multi-row INSERTs. */
export async function seedMembers(
  database: TTestDatabase,
  { organizationId, count, prefix }: { organizationId: string; count: number; prefix: string },
): Promise<void> {
  const em = database.orm.em.fork();
  const isPostgres = isPostgreSql(em);
  const connection = em.getConnection();
  const insert = async (table: string, columns: string[], rows: unknown[][]) => {
    for (let start = 0; start < rows.length; start += 200) {
      const chunk = rows.slice(start, start + 200);
      const row = `(${columns.map(() => '?').join(', ')})`;
      await connection.execute(
        `insert into ${table} (${columns.join(', ')}) values ${chunk.map(() => row).join(', ')}`,
        chunk.flat().map((value) => bindable(value, isPostgres)),
      );
    }
  };
  const now = Date.now();
  const users: unknown[][] = [];
  const profiles: unknown[][] = [];
  const members: unknown[][] = [];
  const sessions: unknown[][] = [];
  const factors: unknown[][] = [];
  for (let index = 0; index < count; index += 1) {
    const userId = randomUUID();
    const email = `${prefix}.member.${index}@example.com`;
    const created = new Date(now - index * 60_000);
    users.push([userId, created, created, email, 'not-a-hash', created, 0]);
    profiles.push([
      randomUUID(),
      created,
      created,
      userId,
      'client',
      'organization',
      `Person${index}`,
      LAST_NAMES[index % LAST_NAMES.length],
      email,
      'full',
    ]);
    members.push([
      randomUUID(),
      created,
      created,
      organizationId,
      userId,
      STAFF_MEMBER_ROLES[index % STAFF_MEMBER_ROLES.length],
      index % 7 === 0 ? 'suspended' : 'active',
    ]);
    for (let session = 0; session < 3; session += 1) {
      const at = new Date(now - (index + session) * 3_600_000);
      sessions.push([
        randomUUID(),
        at,
        at,
        userId,
        randomUUID().replace(/-/g, '').padEnd(64, '0'),
        at,
        new Date(now + 86_400_000),
      ]);
    }
    if (index % 2 === 0) factors.push([randomUUID(), created, created, userId, 'sealed', created]);
  }
  await insert(
    'users',
    [
      'id',
      'created_at',
      'updated_at',
      'email',
      'password_hash',
      'email_verified_at',
      'second_factor_failures',
    ],
    users,
  );
  await insert(
    'profiles',
    [
      'id',
      'created_at',
      'updated_at',
      'user_id',
      'role',
      'portal_type',
      'first_name',
      'last_name',
      'email',
      'certificate_name_style',
    ],
    profiles,
  );
  await insert(
    'organization_members',
    ['id', 'created_at', 'updated_at', 'organization_id', 'user_id', 'role', 'status'],
    members,
  );
  await insert(
    'sessions',
    ['id', 'created_at', 'updated_at', 'user_id', 'refresh_token_hash', 'last_used_at', 'expires_at'],
    sessions,
  );
  await insert(
    'totp_factors',
    ['id', 'created_at', 'updated_at', 'user_id', 'encrypted_secret', 'confirmed_at'],
    factors,
  );
}
