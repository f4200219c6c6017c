import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/core';
import pMap from 'p-map';
import type { TBatchDecision, TBatchOutcome } from '../trading-accounts/index.ts';
import type { TMarketQuote } from './market/index.ts';
import { createQuoteBook, planMark } from './mark-plan.ts';
import { readOpenPositions, writeCheckedUntil } from './position-rows.ts';
import { markSimulatorAccount, type TSimulator } from './simulator.service.ts';

/**
 * Accounts marked in one transaction. Large enough that a statement's round trip is shared by hundreds
 * of accounts; small enough that an order or a request waiting for one of them (or, on SQLite, for the
 * database) waits a few tens of milliseconds, and that a statement stays well under a few megabytes.
 */
const MARK_CHUNK_SIZE = 500;

/**
 * Chunks in flight at once, each its own transaction on its own connection: while one waits on the
 * database the next is read or judged, and the database works on two at a time. Their accounts never
 * overlap, so they never wait on each other's locks.
 */
const CHUNK_CONCURRENCY = 2;

/**
 * Accounts whose mark closes a position (a stop touched), or whose equity reaches a verdict, are marked
 * again one by one through the full evaluation after their chunk; two at a time per chunk, so a tick
 * holds at most four connections, as before batches, and leaves the rest of the pool to requests.
 */
const HAND_OVER_CONCURRENCY = 2;

/**
 * Marks many simulator accounts to market at this second, in chunks: each chunk's accounts are locked,
 * read (state and open positions) and judged together, and the common case, where only the figures move,
 * is written back in a few statements for the whole chunk (batch-evaluation.ts). An account where
 * something happens goes through `markSimulatorAccount` after its chunk commits, which judges it afresh
 * with the same prices and records what happens: the verdicts are the ones a mark one by one reaches.
 * Answers how many accounts were marked.
 */
export async function markSimulatorAccounts({
  orm,
  accountIds,
  simulator,
}: {
  orm: MikroORM;
  accountIds: readonly string[];
  simulator: TSimulator;
}): Promise<number> {
  const now = simulator.clock.now();
  const quoteOf = createQuoteBook(simulator.seed, now);
  const chunks: (readonly string[])[] = [];
  for (let start = 0; start < accountIds.length; start += MARK_CHUNK_SIZE) {
    chunks.push(accountIds.slice(start, start + MARK_CHUNK_SIZE));
  }
  const counts = await pMap(
    chunks,
    async (chunk) => {
      // SQLite answers synchronously, so a tick would otherwise hold the event loop from its first
      // chunk to its last: requests and timers get their turn between chunks.
      await yieldToEventLoop();
      const outcome = await markChunk({ orm, chunk, simulator, now, quoteOf });
      await pMap(outcome.handedOver, (accountId) => markSimulatorAccount({ orm, accountId, simulator }), {
        concurrency: HAND_OVER_CONCURRENCY,
      });
      return outcome.judged.length + outcome.handedOver.length;
    },
    // A chunk that fails (its transaction rolled back) does not stop the others; the tick reports it after.
    { concurrency: CHUNK_CONCURRENCY, stopOnError: false },
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

function markChunk({
  orm,
  chunk,
  simulator,
  now,
  quoteOf,
}: {
  orm: MikroORM;
  chunk: readonly string[];
  simulator: TSimulator;
  now: number;
  quoteOf: (symbol: string) => TMarketQuote;
}): Promise<TBatchOutcome> {
  const checkedUntil = new Map<string, ReadonlyMap<string, number>>();
  return simulator.evaluator.evaluateBatch({
    em: orm.em.fork(),
    accountIds: chunk,
    platform: 'simulator',
    decide: async (tx, accounts) => {
      const positions = await readOpenPositions(
        tx,
        accounts.map((account) => account.id),
      );
      const decisions = new Map<string, TBatchDecision>();
      for (const account of accounts) {
        const plan = planMark({
          seed: simulator.seed,
          accountId: account.id,
          state: account.state,
          positions: positions.get(account.id) ?? [],
          now,
          quoteOf,
        });
        if (plan.kind === 'mark') checkedUntil.set(account.id, plan.checkedUntil);
        decisions.set(account.id, plan.kind === 'mark' ? { event: plan.event } : plan.kind);
      }
      return decisions;
    },
    writeOwnRows: (tx, judgedIds) =>
      writeCheckedUntil(
        tx,
        new Map([...judgedIds].flatMap((accountId) => [...(checkedUntil.get(accountId) ?? [])])),
      ),
  });
}
