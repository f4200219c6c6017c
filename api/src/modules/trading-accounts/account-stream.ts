import type { EntityManager } from '@mikro-orm/core';
import type { TAccountStreamMessage } from '@propdesk/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TClock } from '../../infra/clock.ts';
import { actorOf } from '../../http/actor.ts';
import { openSessionStream, type TSessionAccessCache, type TStreamSlots } from '../auth/index.ts';
import type { TAccountChangeBus } from './account-changes.ts';
import { readScopedAccount } from './account-rows.ts';
import { toAccountSummary, viewOf } from './trading-accounts.service.ts';

/** A page needs no more than a few frames a second; a price tick per second per account is the usual rate. */
const MIN_FRAME_INTERVAL_MS = 500;

export async function streamMessageFor(
  em: EntityManager,
  ownerId: string,
  accountId: string,
  now: number,
): Promise<TAccountStreamMessage> {
  const account = await readScopedAccount(em, { ownerId }, accountId);
  const view = viewOf(account, now);
  return {
    accountId: account.id,
    account: toAccountSummary(account, view),
    snapshot: { ...view, rules: [...view.rules] },
  };
}

/**
 * Streams an account to its owner as Server-Sent Events (session-stream.ts: bound to the session, one
 * slot per stream): the current figures at once, then after every change the evaluator publishes
 * (throttled), at the daily reset (a new day's floor with no trade needed). The caller has checked
 * ownership by building `first`.
 */
export function streamAccount({
  request,
  reply,
  first,
  changes,
  clock,
  sessionAccess,
  slots,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  first: TAccountStreamMessage;
  changes: TAccountChangeBus;
  clock: TClock;
  sessionAccess: TSessionAccessCache;
  slots: TStreamSlots;
}): void {
  const accountId = first.accountId;
  const actor = actorOf(request);
  openSessionStream({
    request,
    reply,
    sessionAccess,
    slots,
    start: (stream) => {
      let lastSentAt = 0;
      let pending: NodeJS.Timeout | null = null;
      let resetTimer: NodeJS.Timeout | null = null;
      const write = (message: TAccountStreamMessage) => {
        if (stream.isClosed()) return;
        stream.send(message);
        lastSentAt = Date.now();
        armResetTimer(message.snapshot.day.msToReset);
      };
      const sendFresh = async () => {
        pending = null;
        try {
          if (!(await stream.isSessionLive())) return;
          write(await streamMessageFor(request.em.fork(), actor.userId, accountId, clock.now()));
        } catch (error) {
          request.log.warn({ err: error, accountId }, 'account stream update failed');
        }
      };
      const schedule = () => {
        if (pending !== null || stream.isClosed()) return;
        const wait = Math.max(0, MIN_FRAME_INTERVAL_MS - (Date.now() - lastSentAt));
        pending = setTimeout(() => void sendFresh(), wait);
      };
      function armResetTimer(msToReset: number) {
        if (resetTimer !== null) clearTimeout(resetTimer);
        // Timers hold at most ~24.8 days; an account's day is never longer than about 25 hours.
        resetTimer = setTimeout(schedule, Math.min(msToReset + 250, 2 ** 31 - 1));
      }
      const unsubscribe = changes.subscribeToAccount(accountId, schedule);
      write(first);
      return () => {
        unsubscribe();
        if (pending !== null) clearTimeout(pending);
        if (resetTimer !== null) clearTimeout(resetTimer);
      };
    },
  });
}
