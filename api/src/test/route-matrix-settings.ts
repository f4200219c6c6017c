import type { TRouteAccess } from '../plugins/route-access.ts';
import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/**
 * The firm-configuration routes' rows of the route matrix's tables (route-matrix-rules.ts spreads them
 * in): who each route is declared for, and who may touch organization A's configuration.
 */
export const SETTINGS_ROUTES_ACCESS: Record<string, TRouteAccess> = {
  'GET /api/organizations/:organizationId/brand': { staff: 'settings.read' },
  'PUT /api/organizations/:organizationId/brand': { staff: 'settings.manage' },
  'PUT /api/organizations/:organizationId/brand/logo': { staff: 'settings.manage' },
  'DELETE /api/organizations/:organizationId/brand/logo': { staff: 'settings.manage' },
  'GET /api/public/organizations/:slug/logo/:assetId': 'public',
  'GET /api/organizations/:organizationId/domains': { staff: 'settings.read' },
  'GET /api/organizations/:organizationId/ingestion-key': { staff: 'settings.read' },
  'GET /api/organizations/:organizationId/api-keys': { staff: 'settings.read' },
  'POST /api/organizations/:organizationId/api-keys': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/api-keys/:keyId/revoke': { staff: 'settings.manage' },
  'GET /api/organizations/:organizationId/plans': { staff: 'settings.read' },
  'POST /api/organizations/:organizationId/plans': { staff: 'settings.manage' },
  'PUT /api/organizations/:organizationId/plans/:planId': { staff: 'settings.manage' },
  'GET /api/organizations/:organizationId/coupons': { staff: 'settings.read' },
  'POST /api/organizations/:organizationId/coupons': { staff: 'settings.manage' },
  'PUT /api/organizations/:organizationId/coupons/:couponId': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/coupons/:couponId/deactivate': { staff: 'settings.manage' },
  'GET /api/organizations/:organizationId/rule-sets': { staff: 'settings.read' },
  'POST /api/organizations/:organizationId/rule-sets': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/rule-sets/check': { staff: 'settings.read' },
  'PUT /api/organizations/:organizationId/rule-sets/:ruleSetId': { staff: 'settings.manage' },
  'DELETE /api/organizations/:organizationId/rule-sets/:ruleSetId': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/rule-sets/:ruleSetId/schedule': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/rule-sets/:ruleSetId/unschedule': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/rule-sets/:ruleSetId/impact-previews': {
    staff: 'settings.manage',
  },
  'GET /api/organizations/:organizationId/rule-sets/:ruleSetId/impact-previews/latest': {
    staff: 'settings.read',
  },
  'GET /api/organizations/:organizationId/webhooks': { staff: 'settings.read' },
  'POST /api/organizations/:organizationId/webhooks': { staff: 'settings.manage' },
  'PUT /api/organizations/:organizationId/webhooks/:endpointId/active': { staff: 'settings.manage' },
  'DELETE /api/organizations/:organizationId/webhooks/:endpointId': { staff: 'settings.manage' },
  'GET /api/organizations/:organizationId/webhooks/:endpointId/deliveries': { staff: 'settings.read' },
  'POST /api/organizations/:organizationId/webhook-deliveries/:deliveryId/replay': {
    staff: 'settings.manage',
  },
  // The public api: API keys only, never a person's session (api-keys/public-api.routes.test.ts).
  'GET /api/v1/clients': { apiKey: 'clients:read' },
  'GET /api/v1/accounts': { apiKey: 'accounts:read' },
  'GET /api/v1/accounts/:accountId': { apiKey: 'accounts:read' },
  'GET /api/v1/payouts': { apiKey: 'payouts:read' },
  'POST /api/v1/ingest': { apiKey: 'ingestion:write' },
  // Provisioning a firm's organization from its white-label request: platform admins only.
  'POST /api/white-label-requests/:id/provision': { roles: ['admin'] },
  'POST /api/organizations/:organizationId/domains': { staff: 'settings.manage' },
  'POST /api/organizations/:organizationId/domains/:domainId/verify': { staff: 'settings.manage' },
  'DELETE /api/organizations/:organizationId/domains/:domainId': { staff: 'settings.manage' },
  'GET /api/organizations/:organizationId/tax-rate': { staff: 'settings.read' },
  'PUT /api/organizations/:organizationId/tax-rate': { staff: 'settings.manage' },
};

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ofOrganizationA = ({ organizationA }: TFixture) => ({ organizationId: organizationA.id });
/** Owners and admins of A (ownerOfA here), and platform admins; the matrix has no manager of A. */
const CONFIGURERS_OF_A: TCallerName[] = ['platformAdmin', 'ownerOfA'];

export const SETTINGS_RESOURCE_ROUTES: Record<
  string,
  { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] }
> = {
  'GET /api/organizations/:organizationId/brand': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'PUT /api/organizations/:organizationId/brand': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'GET /api/organizations/:organizationId/tax-rate': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'PUT /api/organizations/:organizationId/tax-rate': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'PUT /api/organizations/:organizationId/brand/logo': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'DELETE /api/organizations/:organizationId/brand/logo': {
    params: ofOrganizationA,
    allowed: CONFIGURERS_OF_A,
  },
  'GET /api/organizations/:organizationId/domains': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'GET /api/organizations/:organizationId/ingestion-key': {
    params: ofOrganizationA,
    allowed: CONFIGURERS_OF_A,
  },
  'GET /api/organizations/:organizationId/api-keys': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/api-keys': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/api-keys/:keyId/revoke': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, keyId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'GET /api/organizations/:organizationId/plans': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/plans': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'PUT /api/organizations/:organizationId/plans/:planId': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, planId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'GET /api/organizations/:organizationId/coupons': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/coupons': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  // A coupon id nobody holds: the configurers get past the rule to a 404, the others are refused before.
  'PUT /api/organizations/:organizationId/coupons/:couponId': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, couponId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'POST /api/organizations/:organizationId/coupons/:couponId/deactivate': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, couponId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'GET /api/organizations/:organizationId/rule-sets': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/rule-sets': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/rule-sets/check': {
    params: ofOrganizationA,
    allowed: CONFIGURERS_OF_A,
  },
  ...Object.fromEntries(
    [
      'PUT /api/organizations/:organizationId/rule-sets/:ruleSetId',
      'DELETE /api/organizations/:organizationId/rule-sets/:ruleSetId',
      'POST /api/organizations/:organizationId/rule-sets/:ruleSetId/schedule',
      'POST /api/organizations/:organizationId/rule-sets/:ruleSetId/unschedule',
      'POST /api/organizations/:organizationId/rule-sets/:ruleSetId/impact-previews',
      'GET /api/organizations/:organizationId/rule-sets/:ruleSetId/impact-previews/latest',
    ].map((route) => [
      route,
      {
        params: ({ organizationA }: TFixture) => ({
          organizationId: organizationA.id,
          ruleSetId: UNKNOWN_ID,
        }),
        allowed: CONFIGURERS_OF_A,
      },
    ]),
  ),
  'GET /api/organizations/:organizationId/webhooks': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'POST /api/organizations/:organizationId/webhooks': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  'PUT /api/organizations/:organizationId/webhooks/:endpointId/active': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, endpointId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'DELETE /api/organizations/:organizationId/webhooks/:endpointId': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, endpointId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  // An endpoint nobody holds has an empty log: the configurers read it, the others are refused before.
  'GET /api/organizations/:organizationId/webhooks/:endpointId/deliveries': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, endpointId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'POST /api/organizations/:organizationId/webhook-deliveries/:deliveryId/replay': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, deliveryId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  // No session opens the public api, whoever holds it.
  'GET /api/v1/accounts/:accountId': {
    params: ({ accountOfTraderA }) => ({ accountId: accountOfTraderA }),
    allowed: [],
  },
  'POST /api/white-label-requests/:id/provision': {
    params: ({ whiteLabelRequestId }) => ({ id: whiteLabelRequestId }),
    allowed: ['platformAdmin'],
  },
  'POST /api/organizations/:organizationId/domains': { params: ofOrganizationA, allowed: CONFIGURERS_OF_A },
  // A domain id nobody holds: the configurers get past the rule to a 404, the others are refused before.
  'POST /api/organizations/:organizationId/domains/:domainId/verify': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, domainId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  'DELETE /api/organizations/:organizationId/domains/:domainId': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id, domainId: UNKNOWN_ID }),
    allowed: CONFIGURERS_OF_A,
  },
  // The asset id is the key: one nobody uploaded is found by nobody (brand.routes.test.ts serves real ones).
  'GET /api/public/organizations/:slug/logo/:assetId': {
    params: ({ organizationA }) => ({
      slug: organizationA.slug,
      assetId: UNKNOWN_ID,
    }),
    allowed: [],
  },
};
