import { z } from 'zod';
import { POSITION_CLOSE_REASONS, TRADE_SIDES } from '../domain/simulator.ts';

export * from '../domain/simulator.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

export const ZPlaceSimulatorOrder = z.object({
  symbol: z.string().min(1).max(20),
  side: z.enum(TRADE_SIDES),
  volume: z.number().positive('Volume must be above zero'),
  stopLoss: z.number().positive().nullable().default(null),
  takeProfit: z.number().positive().nullable().default(null),
});
export type TPlaceSimulatorOrder = z.input<typeof ZPlaceSimulatorOrder>;

export const ZSimulatorPosition = z.object({
  id: ZId,
  symbol: z.string(),
  side: z.enum(TRADE_SIDES),
  volume: z.number(),
  openPrice: z.number(),
  stopLoss: z.number().nullable(),
  takeProfit: z.number().nullable(),
  openedAt: ZInstant,
  /** Marked to the current quote. */
  currentPrice: z.number(),
  floatingProfitMinor: z.number().int(),
  closedAt: ZInstant.nullable(),
  closePrice: z.number().nullable(),
  profitMinor: z.number().int().nullable(),
  closeReason: z.enum(POSITION_CLOSE_REASONS).nullable(),
});
export type TSimulatorPosition = z.infer<typeof ZSimulatorPosition>;

export const ZSimulatorPositionIdParams = z.object({
  accountId: z.uuid('Must be an account id'),
  positionId: z.uuid('Must be a position id'),
});

export const ZSimulatorQuote = z.object({
  symbol: z.string(),
  bid: z.number(),
  ask: z.number(),
  at: ZInstant,
});
export type TSimulatorQuote = z.infer<typeof ZSimulatorQuote>;
