import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/core';
import { ServingInstance } from '../modules/platform/serving-instance.entity.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../test/databases.ts';
import { queryRows } from './bulk-sql.ts';
import { preparedStatementName } from './prepared-statements.ts';
import { selectRows } from './sql-rows.ts';

const READ_INSTANCE =
  'select id, heartbeat_at from serving_instances where id = ? and heartbeat_at > ? and 1 = ?';

/** The statements prepared on the transaction's connection (PostgreSQL keeps them per session). */
async function preparedOnConnection(tx: EntityManager): Promise<{ name: string; statement: string }[]> {
  return queryRows(tx, 'select name, statement from pg_prepared_statements order by name', []);
}

describe.each(TEST_DRIVERS)('hot reads bind their values (%s)', (driver) => {
  let database: TTestDatabase;
  const id = randomUUID();
  const at = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'prepared_statements');
    await database.orm.em
      .fork()
      .insert(ServingInstance, { id, heartbeatAt: at, createdAt: at, updatedAt: at });
  });

  afterAll(async () => {
    await database.dispose();
  });

  const readInstance = (em: EntityManager, after: Date) =>
    selectRows(em, ServingInstance, {
      sql: READ_INSTANCE,
      params: [id, after, 1],
      properties: ['id', 'heartbeatAt'],
    });

  it('answers rows converted by the entity, with instants bound as each database stores them', async () => {
    const em = database.orm.em.fork();
    expect(await readInstance(em, new Date(at.getTime() - 1))).toEqual([
      expect.objectContaining({ id, heartbeatAt: at }),
    ]);
    expect(await readInstance(em, at)).toEqual([]);
  });

  it('binds a boolean on either database', async () => {
    const rows = await queryRows<{ id: string }>(
      database.orm.em.fork(),
      'select id from serving_instances where id = ? and (case when ? then 1 else 0 end) = 1',
      [id, true],
    );
    expect(rows.map((row) => row.id)).toEqual([id]);
  });

  if (driver === 'postgresql') {
    it('prepares a hot read once per connection, under one name, and leaves other statements unnamed', async () => {
      const statements = await database.orm.em.fork().transactional(async (tx) => {
        await readInstance(tx, at);
        await readInstance(tx, new Date(0));
        await queryRows(tx, 'select id from serving_instances where id = ?', [id]);
        return preparedOnConnection(tx);
      });
      let index = 0;
      const numbered = READ_INSTANCE.replace(/\?/g, () => `$${(index += 1)}`);
      expect(statements).toEqual([{ name: preparedStatementName(numbered), statement: numbered }]);
    });
  }
});
