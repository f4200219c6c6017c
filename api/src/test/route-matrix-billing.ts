import type { TRouteAccess } from '../plugins/route-access.ts';
import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/** The billing routes' rows of the route matrix's tables (route-matrix-rules.ts spreads them in). */
export const BILLING_ROUTES_ACCESS: Record<string, TRouteAccess> = {
  'GET /api/organizations/:organizationId/orders/:orderId/ledger': { staff: 'clients.read' },
  'POST /api/organizations/:organizationId/orders/:orderId/refunds': { staff: 'billing.refund' },
};

const orderOfA = ({ organizationA, orderOfTraderA }: TFixture) => ({
  organizationId: organizationA.id,
  orderId: orderOfTraderA,
});

export const BILLING_RESOURCE_ROUTES: Record<
  string,
  { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] }
> = {
  // An order's money: read by whoever reads A's clients (its agent too), refunded only by its owners and
  // admins and platform admins; never by the trader who paid, never by another firm.
  'GET /api/organizations/:organizationId/orders/:orderId/ledger': {
    params: orderOfA,
    allowed: ['platformAdmin', 'ownerOfA', 'agentOfA'],
  },
  'POST /api/organizations/:organizationId/orders/:orderId/refunds': {
    params: orderOfA,
    allowed: ['platformAdmin', 'ownerOfA'],
  },
};
