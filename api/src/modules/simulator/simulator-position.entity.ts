import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { POSITION_CLOSE_REASONS, TRADE_SIDES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { TradingAccount } from '../trading-accounts/index.ts';

/**
 * A position on the built-in simulator platform: a market order filled at the simulated quote, marked to
 * market every tick and closed by the trader, its stop-loss or take-profit, a breach or a pass. Its deals
 * (open and close) are in `deals` like any platform's; this row holds what only the simulator knows.
 */
export const SimulatorPosition = defineEntity({
  name: 'SimulatorPosition',
  tableName: 'simulator_positions',
  indexes: [{ properties: ['account', 'status'] }, { properties: ['status'] }],
  properties: {
    ...baseProperties(),
    account: () => p.manyToOne(TradingAccount).deleteRule('cascade'),
    symbol: p.string().length(20),
    side: p.enum(TRADE_SIDES),
    volume: p.double(),
    openPrice: p.double(),
    stopLoss: p.double().nullable(),
    takeProfit: p.double().nullable(),
    openedAt: p.datetime(),
    status: p.enum(['open', 'closed'] as const).default('open'),
    /** The last instant its stop-loss and take-profit were checked up to. */
    checkedUntil: p.datetime(),
    closedAt: p.datetime().nullable(),
    closePrice: p.double().nullable(),
    profitMinor: p.integer().nullable(),
    closeReason: p.enum(POSITION_CLOSE_REASONS).nullable(),
  },
});
export type TSimulatorPosition = InferEntity<typeof SimulatorPosition>;
