import { describe, expect, it } from '@jest/globals';
import { ZCreateDispute } from './breaches.ts';
import { ZCreateOrder } from './orders.ts';
import { ZPlaceSimulatorOrder } from './simulator.ts';
import { ZDealPageQuery, ZTradingAccountPageQuery } from './trading-accounts.ts';

const PLAN_ID = '33333333-3333-4333-8333-333333333333';

describe('trading contracts', () => {
  it('buys on the simulator unless told otherwise, with a key that makes a retry safe', () => {
    expect(ZCreateOrder.parse({ planId: PLAN_ID, idempotencyKey: 'a'.repeat(16) }).platform).toBe(
      'simulator',
    );
    expect(ZCreateOrder.safeParse({ planId: PLAN_ID, idempotencyKey: 'short' }).success).toBe(false);
    expect(ZCreateOrder.safeParse({ planId: 'plan-1', idempotencyKey: 'a'.repeat(16) }).success).toBe(false);
  });

  it('reads account and deal pages from the address with their own page sizes', () => {
    expect(ZTradingAccountPageQuery.parse({ page: '3', status: 'paused' })).toEqual({
      page: 3,
      pageSize: 20,
      status: 'paused',
    });
    expect(ZTradingAccountPageQuery.safeParse({ status: 'lost' }).success).toBe(false);
    expect(ZDealPageQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
  });

  it('places a market order without stop loss or take profit unless given', () => {
    expect(ZPlaceSimulatorOrder.parse({ symbol: 'EURUSD', side: 'buy', volume: 0.1 })).toEqual({
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
      stopLoss: null,
      takeProfit: null,
    });
    expect(ZPlaceSimulatorOrder.safeParse({ symbol: 'EURUSD', side: 'buy', volume: 0 }).success).toBe(false);
  });

  it('asks a dispute to explain itself in 20 to 2,000 characters', () => {
    expect(ZCreateDispute.safeParse({ message: 'Too short.' }).success).toBe(false);
    expect(ZCreateDispute.parse({ message: '  The quote feed froze at 14:02.  ' }).message).toBe(
      'The quote feed froze at 14:02.',
    );
    expect(ZCreateDispute.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
  });
});
