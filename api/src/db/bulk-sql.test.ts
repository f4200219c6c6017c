import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServingInstance } from '../modules/platform/serving-instance.entity.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../test/databases.ts';
import { epochMsOf, placeholders, queryRows, updateRows } from './bulk-sql.ts';
import { countStatements } from './statement-counter.ts';

describe.each(TEST_DRIVERS)('bulk statements (%s)', (driver) => {
  let database: TTestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'bulk_sql');
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('updates 16,000 rows each to its own value, split where one statement would bind too many values', async () => {
    const at = new Date('2026-11-18T10:00:00Z');
    const ids = Array.from({ length: 16_000 }, () => randomUUID());
    await database.orm.em.fork().insertMany(
      ServingInstance,
      ids.map((id) => ({ id, heartbeatAt: at, createdAt: at, updatedAt: at })),
    );
    const counted = await countStatements(database.orm, () =>
      database.orm.em.fork().transactional((tx) =>
        updateRows(tx, {
          table: 'serving_instances',
          key: { name: 'id', type: 'uuid' },
          columns: [{ name: 'heartbeat_at', type: 'datetime' }],
          rows: ids.map((id, index) => [id, new Date(at.getTime() + index)]),
          also: [{ column: { name: 'updated_at', type: 'datetime' }, value: at }],
        }),
      ),
    );
    // begin, two updates (15,000 rows of two values each, then the rest), commit
    expect(counted.statements).toBe(4);
    const rows = await queryRows<{ id: string; heartbeat_at: unknown }>(
      database.orm.em.fork(),
      `select id, heartbeat_at from serving_instances where id in (${placeholders(3)})`,
      [ids[0], ids[15_000], ids[15_999]],
    );
    const byId = new Map(rows.map((row) => [row.id, epochMsOf(row.heartbeat_at)]));
    expect([ids[0], ids[15_000], ids[15_999]].map((id) => byId.get(id ?? ''))).toEqual([
      at.getTime(),
      at.getTime() + 15_000,
      at.getTime() + 15_999,
    ]);
    await database.orm.em.fork().nativeDelete(ServingInstance, {});
  });

  it('reads instants back as epoch milliseconds whatever the driver hands over', () => {
    const ms = Date.parse('2026-11-18T10:00:00.123Z');
    expect([
      epochMsOf(ms),
      epochMsOf(new Date(ms)),
      epochMsOf('2026-11-18 11:00:00.123+01'),
      epochMsOf(null),
    ]).toEqual([ms, ms, ms, null]);
    expect(() => epochMsOf('not a time')).toThrow(RangeError);
  });
});
