import type { TRouteAccess } from '../plugins/route-access.ts';
import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/**
 * The receipts routes' rows of the route matrix's tables (route-matrix-rules.ts spreads them in); the
 * firm's tax rate is a setting, with the settings' rows.
 */
export const RECEIPT_ROUTES_ACCESS: Record<string, TRouteAccess> = {
  'GET /api/me/receipts': { roles: ['client'] },
  'GET /api/me/receipts/:receiptId/pdf': { roles: ['client'] },
};

export const RECEIPT_RESOURCE_ROUTES: Record<
  string,
  { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] }
> = {
  // A trader's own receipt: not even their firm's owner downloads it.
  'GET /api/me/receipts/:receiptId/pdf': {
    params: ({ receiptOfTraderA }) => ({ receiptId: receiptOfTraderA }),
    allowed: ['traderOfA'],
  },
};
