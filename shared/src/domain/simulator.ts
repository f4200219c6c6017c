/** Simulator constants, free of zod so front ends can import them at run time. */

export const TRADE_SIDES = ['buy', 'sell'] as const;
export type TTradeSide = (typeof TRADE_SIDES)[number];

/** Why a simulator position closed. */
export const POSITION_CLOSE_REASONS = ['trader', 'stop_loss', 'take_profit', 'breach', 'pass'] as const;
export type TPositionCloseReason = (typeof POSITION_CLOSE_REASONS)[number];
