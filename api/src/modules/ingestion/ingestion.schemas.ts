import { TRADE_SIDES } from '@propdesk/shared/contracts';
import { z } from 'zod';

/**
 * What a platform bridge sends in a signed delivery: deals and equity snapshots of the
 * accounts it runs, in PropDesk's normalized form. Money in integer minor units; instants ISO 8601.
 */
const ZEventBase = z.object({
  /** Unique per organization and stable across resends: deliveries are idempotent by it. */
  id: z.string().trim().min(1).max(120),
  platform: z.enum(['mt5', 'ctrader']),
  /** The account's login as PropDesk issued it. */
  login: z.string().trim().min(1).max(40),
});

export const ZIngestDeal = ZEventBase.extend({
  type: z.literal('deal'),
  positionId: z.string().trim().min(1).max(120),
  symbol: z.string().trim().min(1).max(20),
  side: z.enum(TRADE_SIDES),
  volume: z.number().positive(),
  price: z.number().positive(),
  entry: z.enum(['in', 'out']),
  /** Closing deals: the net result (after commission and swap). */
  profitMinor: z.number().int().default(0),
  commissionMinor: z.number().int().min(0).default(0),
  executedAt: z.iso.datetime({ offset: true }),
  /** A partial close leaves the position open. */
  isPartial: z.boolean().default(false),
  /** When the position was opened, for closes whose opening deal the bridge never sent. */
  positionOpenedAt: z.iso.datetime({ offset: true }).optional(),
});

export const ZIngestEquity = ZEventBase.extend({
  type: z.literal('equity'),
  equityMinor: z.number().int(),
  at: z.iso.datetime({ offset: true }),
});

export const ZIngestEvent = z.discriminatedUnion('type', [ZIngestDeal, ZIngestEquity]);
export type TIngestEvent = z.infer<typeof ZIngestEvent>;

export const MAX_EVENTS_PER_BATCH = 500;
export const ZIngestBatch = z.object({ events: z.array(ZIngestEvent).min(1).max(MAX_EVENTS_PER_BATCH) });
export type TIngestBatch = z.infer<typeof ZIngestBatch>;

export const INGEST_RESULTS = ['applied', 'duplicate', 'unknown_account'] as const;
export const ZIngestResponse = z.object({
  results: z.array(z.object({ id: z.string(), result: z.enum(INGEST_RESULTS) })),
});
export type TIngestResponse = z.infer<typeof ZIngestResponse>;
