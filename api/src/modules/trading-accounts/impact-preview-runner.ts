import { randomUUID } from 'node:crypto';
import type { EntityManager, FilterQuery, MikroORM } from '@mikro-orm/core';
import { ZRuleSetData, type TImpactExample, type TRuleSetData } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { TClock } from '../../infra/clock.ts';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { Deal } from './deal.entity.ts';
import { EquitySnapshot } from './equity-snapshot.entity.ts';
import { TradingAccount, type TTradingAccount } from './trading-account.entity.ts';
import {
  draftJudges,
  impactChangeOf,
  ImpactPreview,
  recordedEvents,
  replayOutcome,
  type TImpactPreviewRow,
  type TReplayAccount,
} from '../plans/index.ts';

/**
 * Runs impact previews in the background, one batch of accounts per turn so a large firm never holds an
 * instance (or its shutdown) for long: each turn claims a preview (queued, its own, or one whose lease
 * lapsed), replays the next accounts after its cursor, and stores the figures and the cursor with a fresh
 * lease in one conditional update. Safe with several instances; a preview deleted meanwhile (its draft
 * was saved again) simply stops.
 */

const BATCH = 50;
const LEASE_MS = 30_000;
const EXAMPLES_PER_CHANGE = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which of the firm's accounts a preview replays: the draft's program, traded or opened in the window. */
function accountsFilter(
  preview: TImpactPreviewRow,
  program: TTradingAccount['program'],
  nowMs: number,
): FilterQuery<TTradingAccount> {
  const since = new Date(nowMs - preview.windowDays * DAY_MS);
  return {
    organization: preview.organization.id,
    program,
    $or: [{ createdAt: { $gte: since } }, { lastEventAt: { $gte: since } }],
  };
}

function afterCursor(preview: TImpactPreviewRow): FilterQuery<TTradingAccount> {
  if (preview.cursorCreatedAt === null || preview.cursorAccountId === null) return {};
  return {
    $or: [
      { createdAt: { $gt: preview.cursorCreatedAt } },
      { createdAt: preview.cursorCreatedAt, id: { $gt: preview.cursorAccountId } },
    ],
  };
}

/** Claims the oldest preview this instance may work on, or answers null. */
async function claimPreview(
  em: EntityManager,
  owner: string,
  nowMs: number,
): Promise<TImpactPreviewRow | null> {
  const now = new Date(nowMs);
  const claimable: FilterQuery<TImpactPreviewRow> = {
    $or: [
      { status: 'queued' },
      { status: 'running', leaseOwner: owner },
      { status: 'running', leaseUntil: { $lt: now } },
    ],
  };
  const candidate = await em.findOne(ImpactPreview, claimable, {
    orderBy: { createdAt: 'asc' },
    fields: ['id'],
  });
  if (candidate === null) return null;
  const claimed = await em.nativeUpdate(
    ImpactPreview,
    { $and: [{ id: candidate.id }, claimable] },
    { status: 'running', leaseOwner: owner, leaseUntil: new Date(nowMs + LEASE_MS) },
  );
  if (claimed !== 1) return null;
  return em.findOne(ImpactPreview, { id: candidate.id }, { populate: ['ruleSet'], refresh: true });
}

type TBatchFigures = Pick<TImpactPreviewRow, 'processed' | 'unchanged' | 'skipped' | 'changes' | 'examples'>;

/** Replays one batch of accounts under their own rules and the draft, adding to the figures. */
async function replayBatch(
  em: EntityManager,
  accounts: readonly TTradingAccount[],
  draft: TRuleSetData,
  figures: TBatchFigures,
  nowMs: number,
): Promise<void> {
  const ids = accounts.map((account) => account.id);
  const [deals, equity] = await Promise.all([
    em.find(Deal, { account: { $in: ids } }, { orderBy: { executedAt: 'asc', id: 'asc' } }),
    em.find(EquitySnapshot, { account: { $in: ids } }, { orderBy: { at: 'asc', id: 'asc' } }),
  ]);
  const dealsOf = Map.groupBy(deals, (deal) => deal.account.id);
  const equityOf = Map.groupBy(equity, (point) => point.account.id);
  const changes = { ...figures.changes };
  const examples = [...figures.examples];
  for (const account of accounts) {
    figures.processed += 1;
    const replayed: TReplayAccount = {
      phaseIndex: account.phaseIndex,
      phaseKind: account.phaseKind,
      initialBalanceMinor: account.accountSizeMinor,
      currency: account.currency,
      startedAt: account.engineState.startedAt,
      rules: account.rules,
    };
    if (!draftJudges(draft, replayed)) {
      figures.skipped += 1;
      continue;
    }
    const events = recordedEvents(
      (dealsOf.get(account.id) ?? []).map((deal) => ({
        id: deal.id,
        entry: deal.entry,
        positionId: deal.positionId,
        profitMinor: deal.profitMinor,
        commissionMinor: deal.commissionMinor,
        executedAt: deal.executedAt.getTime(),
      })),
      (equityOf.get(account.id) ?? []).map((point) => ({
        id: point.id,
        at: point.at.getTime(),
        equityMinor: point.equityMinor,
      })),
    );
    const actual = replayOutcome(account.rules, replayed, events, nowMs);
    const underDraft = replayOutcome(draft, replayed, events, nowMs);
    const change = impactChangeOf(actual, underDraft);
    if (change === null) {
      figures.unchanged += 1;
      continue;
    }
    changes[change] = (changes[change] ?? 0) + 1;
    if (examples.filter((example) => example.change === change).length < EXAMPLES_PER_CHANGE) {
      const decisive = change === 'would_survive' ? actual : underDraft;
      examples.push({
        accountId: account.id,
        login: account.login,
        phaseKind: account.phaseKind,
        accountSizeMinor: account.accountSizeMinor,
        currency: account.currency,
        change,
        actual: actual.status,
        draft: underDraft.status,
        rule: decisive.rule,
        at: decisive.at === null ? null : new Date(decisive.at).toISOString(),
      } satisfies TImpactExample);
    }
  }
  figures.changes = changes;
  figures.examples = examples;
}

/** One turn: claims a preview and replays its next batch. Answers whether there was work. */
export async function runImpactPreviewTurn({
  orm,
  owner,
  nowMs,
  batchSize = BATCH,
}: {
  orm: MikroORM;
  owner: string;
  nowMs: number;
  /** Accounts per turn (tests take smaller turns to watch the progress). */
  batchSize?: number;
}): Promise<boolean> {
  const em = orm.em.fork();
  const preview = await claimPreview(em, owner, nowMs);
  if (preview === null) return false;
  const fresh = preview.cursorAccountId === null && preview.processed === 0;
  const figures: TBatchFigures = {
    processed: fresh ? 0 : preview.processed,
    unchanged: fresh ? 0 : preview.unchanged,
    skipped: fresh ? 0 : preview.skipped,
    changes: fresh ? {} : preview.changes,
    examples: fresh ? [] : preview.examples,
  };
  try {
    const draft = ZRuleSetData.parse(preview.ruleSet.data);
    const scope = accountsFilter(preview, draft.program, nowMs);
    const total = preview.total ?? (await em.count(TradingAccount, scope));
    const accounts = await em.find(
      TradingAccount,
      { $and: [scope, afterCursor(preview)] },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit: batchSize },
    );
    await replayBatch(em, accounts, draft, figures, nowMs);
    const last = accounts.at(-1);
    const isDone = accounts.length < batchSize;
    await em.nativeUpdate(
      ImpactPreview,
      { id: preview.id, status: 'running', leaseOwner: owner },
      {
        ...figures,
        total,
        cursorCreatedAt: last?.createdAt ?? preview.cursorCreatedAt,
        cursorAccountId: last?.id ?? preview.cursorAccountId,
        ...(isDone
          ? { status: 'done', leaseOwner: null, leaseUntil: null, finishedAt: new Date(nowMs) }
          : { leaseUntil: new Date(nowMs + LEASE_MS) }),
      },
    );
  } catch (error) {
    await em.nativeUpdate(
      ImpactPreview,
      { id: preview.id, status: 'running', leaseOwner: owner },
      {
        status: 'failed',
        failure: 'The replay stopped on an unexpected error; start it again',
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: new Date(nowMs),
      },
    );
    throw error;
  }
  return true;
}

/** Every serving instance takes turns at the previews, every half second. */
export function scheduleImpactPreviews(
  app: FastifyInstance,
  { orm, clock }: { orm: MikroORM; clock: TClock },
): void {
  const owner = randomUUID();
  scheduleRepeatingJob(app, {
    name: 'impact previews',
    everyMs: 500,
    run: () => runImpactPreviewTurn({ orm, owner, nowMs: clock.now() }),
  });
}
