import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/**
 * A trader's own orders and accounts, for the route matrix's RESOURCE_ROUTES table (route-matrix-rules.ts
 * spreads them in): only the trader they belong to, not even their organization's owner.
 */
export const TRADER_RESOURCE_ROUTES: Record<
  string,
  { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] }
> = {
  // A trader's own purchase: nobody else's, not even their organization's owner.
  'GET /api/orders/:orderId': {
    params: ({ orderOfTraderA }) => ({ orderId: orderOfTraderA }),
    allowed: ['traderOfA'],
  },
  'POST /api/orders/:orderId/sandbox-confirm': {
    params: ({ orderOfTraderA }) => ({ orderId: orderOfTraderA }),
    allowed: ['traderOfA'],
  },
  'GET /api/trading-accounts/:accountId': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'GET /api/trading-accounts/:accountId/positions': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'POST /api/trading-accounts/:accountId/positions': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'POST /api/trading-accounts/:accountId/positions/:positionId/close': {
    params: ({ accountOfTraderA }) => ({
      accountId: accountOfTraderA,
      positionId: '00000000-0000-4000-8000-000000000000',
    }),
    allowed: ['traderOfA'],
  },
  'GET /api/trading-accounts/:accountId/stream': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'GET /api/trading-accounts/:accountId/reset-offer': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'POST /api/trading-accounts/:accountId/reset-orders': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'GET /api/trading-accounts/:accountId/history': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
  'GET /api/trading-accounts/:accountId/deals': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: ['traderOfA'],
  },
};
