import type { TRouteAccess } from '../plugins/route-access.ts';
import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/** The billing routes' rows of the route matrix's tables (route-matrix-rules.ts spreads them in). */
export const BILLING_ROUTES_ACCESS: Record<string, TRouteAccess> = {
  'GET /api/organizations/:organizationId/orders/:orderId/ledger': { staff: 'clients.read' },
  'POST /api/organizations/:organizationId/orders/:orderId/refunds': { staff: 'billing.refund' },
  'GET /api/organizations/:organizationId/payment-account': { staff: 'settings.read' },
  'PUT /api/organizations/:organizationId/payment-account': { staff: 'billing.connect' },
  'DELETE /api/organizations/:organizationId/payment-account': { staff: 'billing.connect' },
  'POST /api/payments/webhooks/stripe/:firmId': 'public',
};

const ofA = ({ organizationA }: TFixture) => ({ organizationId: organizationA.id });
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
  // The firm's own Stripe account: read by who reads its settings, changed by its owners (and platform
  // admins) only. The matrix has no admin or manager of A; the account's own tests refuse them.
  'GET /api/organizations/:organizationId/payment-account': {
    params: ofA,
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'PUT /api/organizations/:organizationId/payment-account': {
    params: ofA,
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'DELETE /api/organizations/:organizationId/payment-account': {
    params: ofA,
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // Public (Stripe calls it), but only a delivery signed with A's own secret gets past the signature.
  'POST /api/payments/webhooks/stripe/:firmId': {
    params: ({ organizationA }) => ({ firmId: organizationA.id }),
    allowed: [
      'anonymous',
      'platformAdmin',
      'platformManager',
      'traderOfA',
      'ownerOfA',
      'agentOfA',
      'ownerOfB',
    ],
  },
};
