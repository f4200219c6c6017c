/**
 * The English words of trading that every page about accounts uses (namespace `trading`): an account's
 * status, phase, program and platform, the names of the rules, and the retry of a block that failed. es.ts and it.ts follow this shape.
 */
export const en = {
  common: {
    retry: 'Retry',
  },
  status: {
    active: 'Active',
    paused: 'Paused',
    passed: 'Passed',
    failed: 'Failed',
    expired: 'Expired',
    closed: 'Closed',
  },
  phase: {
    challenge: 'Challenge',
    verification: 'Verification',
    funded: 'Funded Trader',
    instant: 'Instant Funding',
  },
  program: {
    two_step: '2-Step Challenge',
    one_step: '1-Step Challenge',
    instant: 'InstFunding',
  },
  platform: {
    simulator: 'PropDesk simulator',
    mt5: 'MetaTrader 5',
    ctrader: 'cTrader',
  },
  rule: {
    daily_loss: 'Daily loss',
    max_loss: 'Max loss',
    profit_target: 'Profit target',
    min_trading_days: 'Minimum trading days',
    consistency: 'Consistency',
    scaling: 'Scaling',
    inactivity: 'Inactivity',
    daily_reset: 'Daily reset',
  },
};

export type TradingCatalog = typeof en;
