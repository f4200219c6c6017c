import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { TTradingPlatform } from '@propdesk/shared/contracts';
import {
  epochMsOf,
  isPostgreSql,
  jsonOf,
  placeholders,
  queryRows,
  updateRows,
  type TColumn,
} from '../../db/bulk-sql.ts';
import type { TAccountState } from '../../engine/index.ts';
import { EquitySnapshot } from './equity-snapshot.entity.ts';
import { copiesOfState, LIVE_STATUSES } from './state-copies.ts';

/**
 * The account rows of a batch of evaluations (batch-evaluation.ts), read and written as sets: a lock and
 * read for the whole batch, one UPDATE for the states, one INSERT for the chart's points.
 */

/** One locked account as the batch reads it (its rules come from frozen-rules.ts). */
export type TLockedAccount = {
  readonly id: string;
  readonly revision: number;
  readonly ownerId: string;
  readonly organizationId: string;
  readonly state: TAccountState;
  readonly equitySampledAt: number | null;
};

type TLockedRow = {
  id: string;
  revision: number;
  owner_id: string;
  organization_id: string;
  engine_state: unknown;
  equity_sampled_at: unknown;
};

/**
 * Locks every live account of the platform among `ids` and reads them, in one statement, before anything
 * else in the transaction. PostgreSQL takes the rows' write locks (FOR UPDATE, the lock an evaluation's
 * UPDATE takes) in id order, so two batches over overlapping accounts (two instances during a hand-over)
 * queue instead of deadlocking. SQLite locks the database, not rows: an UPDATE that changes nothing takes
 * its write lock, as an evaluation's first statement does. The revision is raised where the state is
 * written, once per write.
 */
export async function lockAccounts(
  tx: EntityManager,
  ids: readonly string[],
  platform: TTradingPlatform,
): Promise<TLockedAccount[]> {
  const filter =
    `id in (${placeholders(ids.length)}) and platform = ? ` +
    `and status in (${placeholders(LIVE_STATUSES.length)})`;
  const returned = 'id, revision, owner_id, organization_id, engine_state, equity_sampled_at';
  const sql = isPostgreSql(tx)
    ? `select ${returned} from trading_accounts where ${filter} order by id for update`
    : `update trading_accounts set revision = revision where ${filter} returning ${returned}`;
  const rows = await queryRows<TLockedRow>(tx, sql, [...ids, platform, ...LIVE_STATUSES]);
  return rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    ownerId: row.owner_id,
    organizationId: row.organization_id,
    state: jsonOf<TAccountState>(row.engine_state),
    equitySampledAt: epochMsOf(row.equity_sampled_at),
  }));
}

const STATE_COLUMNS: readonly TColumn[] = [
  { name: 'engine_state', type: 'json' },
  { name: 'status', type: 'text' },
  { name: 'balance_minor', type: 'integer' },
  { name: 'equity_minor', type: 'integer' },
  { name: 'last_event_at', type: 'datetime' },
  { name: 'next_reset_at', type: 'datetime' },
  { name: 'equity_sampled_at', type: 'datetime' },
];

export type TStateWrite = {
  readonly account: TLockedAccount;
  readonly state: TAccountState;
  /** A chart point is taken with this state (isEquitySampleDue). */
  readonly isSampled: boolean;
};

/** The new states with their copies (state-copies.ts), each raising its account's revision by one. */
export async function writeStates(tx: EntityManager, writes: readonly TStateWrite[]): Promise<void> {
  await updateRows(tx, {
    table: 'trading_accounts',
    key: { name: 'id', type: 'uuid' },
    columns: STATE_COLUMNS,
    rows: writes.map(({ account, state, isSampled }) => {
      const copies = copiesOfState(state);
      const sampledAt = isSampled ? state.lastEventAt : account.equitySampledAt;
      return [
        account.id,
        JSON.stringify(state),
        copies.status,
        copies.balanceMinor,
        copies.equityMinor,
        copies.lastEventAt,
        copies.nextResetAt,
        sampledAt === null ? null : new Date(sampledAt),
      ];
    }),
    also: [
      { sql: 'revision = trading_accounts.revision + 1' },
      { column: { name: 'updated_at', type: 'datetime' }, value: new Date() },
    ],
  });
}

/** The chart's points of the sampled states, in one INSERT. */
export async function insertSamples(tx: EntityManager, writes: readonly TStateWrite[]): Promise<void> {
  const sampled = writes.filter((write) => write.isSampled);
  if (sampled.length === 0) return;
  const now = new Date();
  await tx.insertMany(
    EquitySnapshot,
    sampled.map(({ account, state }) => ({
      id: randomUUID(),
      createdAt: now,
      updatedAt: now,
      account: account.id,
      at: new Date(state.lastEventAt),
      balanceMinor: state.balanceMinor,
      equityMinor: state.equityMinor,
    })),
  );
}
