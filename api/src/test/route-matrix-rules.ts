import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TRouteAccess } from '../plugins/route-access.ts';
import { BACK_OFFICE_RESOURCE_ROUTES } from './route-matrix-back-office.ts';
import { BILLING_RESOURCE_ROUTES, BILLING_ROUTES_ACCESS } from './route-matrix-billing.ts';
import { TRADER_RESOURCE_ROUTES } from './route-matrix-trader.ts';
import { MEMBER_RESOURCE_ROUTES, MEMBER_ROUTES_ACCESS } from './route-matrix-members.ts';
import { RECEIPT_RESOURCE_ROUTES, RECEIPT_ROUTES_ACCESS } from './route-matrix-receipts.ts';
import { SETTINGS_RESOURCE_ROUTES, SETTINGS_ROUTES_ACCESS } from './route-matrix-settings.ts';

/**
 * The reviewed tables of the route matrix (route-matrix.test.ts): who each route is declared for, and
 * which callers may touch the resources that routes with path parameters name.
 */

/** The callers of the matrix: nobody, platform staff, and people of organizations A and B. */
export type TCallerName =
  'anonymous' | 'platformAdmin' | 'platformManager' | 'traderOfA' | 'ownerOfA' | 'agentOfA' | 'ownerOfB';

/** What the resource routes are called with: organization A's things and its trader's. */
export type TFixture = {
  organizationA: TOrganization;
  sessionOfTraderA: string;
  whiteLabelRequestId: string;
  orderOfTraderA: string;
  accountOfTraderA: string;
  breachOfTraderA: string;
  /** The trader's dispute of that breach, open. */
  disputeOfTraderA: string;
  /** The breach's notification, in the trader's bell. */
  notificationOfTraderA: string;
  /** A certificate of A's trader, with its public code. */
  certificateOfTraderA: { id: string; code: string };
  /** The receipt of the trader's order. */
  receiptOfTraderA: string;
  /** The trader's identity check, sent for review, and one of its documents. */
  kycOfTraderA: string;
  kycDocumentOfTraderA: string;
  /** A saved payout method of the trader, and a pending payout of theirs to it. */
  methodOfTraderA: string;
  payoutOfTraderA: string;
  /** A staff member of A who is none of the callers (an agent), whose role and access the matrix changes. */
  memberOfA: string;
  /** An open invitation of A, resent and revoked by the matrix. */
  invitationOfA: { id: string };
  /** Another open invitation of A, to an address none of the callers has: read and accepted by token. */
  invitationToAccept: { token: string };
  /** A client of A (their profile belongs to A) whom no caller is: the clients routes act on them. */
  clientOfA: string;
};

/**
 * The reviewed access rule of every route. Do not loosen: a route whose declared rule differs (a role
 * rule dropped, a route made public) or that is not listed fails here, so every change to who may call
 * what is a visible change to this table. `{ staff: permission }`: active members of the path's
 * organization whose role holds the permission, and platform admins, with the second factor their role
 * needs (route-matrix-second-factor.test.ts).
 */
export const EXPECTED_ACCESS: Record<string, TRouteAccess> = {
  'GET /api/livez': 'public',
  'GET /api/readyz': 'public',
  'GET /api/public/config': 'public',
  'GET /api/public/organizations/current': 'public',
  'GET /api/public/organizations/:slug': 'public',
  'GET /api/public/organizations/:slug/plans': 'public',
  'GET /api/public/organizations/:slug/custom.css': 'public',
  'GET /api/me/organization-status': 'authenticated',
  'GET /api/me/organizations': 'authenticated',
  'POST /api/me/elite-link': 'authenticated',
  'PATCH /api/me/profile': 'authenticated',
  'GET /api/me/notifications': 'authenticated',
  'GET /api/me/notifications/stream': 'authenticated',
  'POST /api/me/notifications/read-all': 'authenticated',
  'POST /api/me/notifications/:notificationId/read': 'authenticated',
  'DELETE /api/me/notifications/:notificationId': 'authenticated',
  'GET /api/me/notification-preferences': 'authenticated',
  'PUT /api/me/notification-preferences': 'authenticated',
  'POST /api/public/white-label-requests': 'public',
  'GET /api/white-label-requests': { roles: ['admin', 'manager'] },
  'PATCH /api/white-label-requests/:id': { roles: ['admin', 'manager'] },
  'POST /api/organizations': { roles: ['admin'] },
  'PATCH /api/organizations/:id': { roles: ['admin'] },
  'GET /api/organizations/:id': 'authenticated',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/sign-out': 'public',
  'GET /api/auth/session': 'authenticated',
  'GET /api/auth/sessions': 'authenticated',
  'DELETE /api/auth/sessions/:id': 'authenticated',
  'POST /api/auth/sign-in/mfa/enrolment': 'public',
  'POST /api/auth/sign-in/mfa': 'public',
  'GET /api/auth/mfa': 'authenticated',
  'POST /api/auth/mfa/totp': 'authenticated',
  'POST /api/auth/mfa/totp/confirm': 'authenticated',
  'POST /api/auth/mfa/recovery-codes': 'authenticated',
  'DELETE /api/auth/mfa/totp': 'authenticated',
  'POST /api/elite/access': 'public',
  'GET /api/elite/access': 'public',
  'DELETE /api/elite/access': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/password-reset': 'public',
  'GET /api/auth/password-reset/link': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'POST /api/auth/change-password': 'authenticated',
  'GET /api/auth/admin-bootstrap': 'public',
  'POST /api/auth/admin-bootstrap': 'public',
  'GET /api/me/plans': { roles: ['client'] },
  'POST /api/orders': { roles: ['client'] },
  'GET /api/orders/:orderId': { roles: ['client'] },
  'POST /api/orders/:orderId/sandbox-confirm': { roles: ['client'] },
  'POST /api/me/coupons/preview': { roles: ['client'] },
  'GET /api/trading-accounts': { roles: ['client'] },
  'GET /api/trading-accounts/:accountId': { roles: ['client'] },
  'GET /api/trading-accounts/:accountId/history': { roles: ['client'] },
  'GET /api/trading-accounts/:accountId/deals': { roles: ['client'] },
  'GET /api/trading-activity': { roles: ['client'] },
  'GET /api/trading-accounts/:accountId/stream': { roles: ['client'] },
  'POST /api/trading-accounts/:accountId/breaches/:breachId/disputes': { roles: ['client'] },
  'POST /api/organizations/:id/ingestion-key': 'authenticated',
  'GET /api/simulator/quotes': 'authenticated',
  'GET /api/trading-accounts/:accountId/positions': { roles: ['client'] },
  'POST /api/trading-accounts/:accountId/positions': { roles: ['client'] },
  'POST /api/trading-accounts/:accountId/positions/:positionId/close': { roles: ['client'] },
  'GET /api/trading-accounts/:accountId/reset-offer': { roles: ['client'] },
  'POST /api/trading-accounts/:accountId/reset-orders': { roles: ['client'] },
  // Bridges sign with their organization's secret; nothing is read before the signature verifies.
  'POST /api/ingest/:organizationSlug': 'public',
  // Anyone may deliver; only a valid signature over the body is acted on (payment-webhook.service.ts).
  'POST /api/payments/webhooks/:provider': 'public',
  // Development only: registered with DEV_ROUTES, which production refuses (route-matrix-tenancy.test.ts).
  'GET /api/dev/outbox': 'public',
  'GET /api/dev/clock': 'public',
  'POST /api/dev/clock': 'public',
  'POST /api/dev/notifications': 'authenticated',
  'GET /api/me/certificates': { roles: ['client'] },
  'GET /api/me/certificates/:certificateId/pdf': { roles: ['client'] },
  'PUT /api/me/certificates/preferences': { roles: ['client'] },
  'GET /api/public/certificates/:code': 'public',
  'POST /api/organizations/:organizationId/certificates/:certificateId/revoke': {
    staff: 'certificates.revoke',
  },
  'GET /api/me/kyc': { roles: ['client'] },
  'POST /api/me/kyc': { roles: ['client'] },
  'PUT /api/me/kyc/documents/:kind': { roles: ['client'] },
  'GET /api/organizations/:organizationId/kyc': { staff: 'kyc.review' },
  'GET /api/organizations/:organizationId/kyc/:verificationId': { staff: 'kyc.review' },
  'POST /api/organizations/:organizationId/kyc/:verificationId/documents/:documentId/link': {
    staff: 'kyc.review',
  },
  'POST /api/organizations/:organizationId/kyc/:verificationId/decision': { staff: 'kyc.review' },
  // The signed, expiring token in the path is the authorization (a new tab has no bearer token).
  'GET /api/kyc-documents': 'public',
  'GET /api/me/payouts': { roles: ['client'] },
  'POST /api/me/payouts': { roles: ['client'] },
  'GET /api/me/payout-methods': { roles: ['client'] },
  'POST /api/me/payout-methods': { roles: ['client'] },
  'PUT /api/me/payout-methods/:methodId': { roles: ['client'] },
  'DELETE /api/me/payout-methods/:methodId': { roles: ['client'] },
  'GET /api/organizations/:organizationId/payouts': { staff: 'payouts.review' },
  'GET /api/organizations/:organizationId/payouts/export.csv': { staff: 'payouts.review' },
  'GET /api/organizations/:organizationId/payouts/:payoutId': { staff: 'payouts.review' },
  'POST /api/organizations/:organizationId/payouts/:payoutId/approve': { staff: 'payouts.review' },
  'POST /api/organizations/:organizationId/payouts/:payoutId/reject': { staff: 'payouts.review' },
  'POST /api/organizations/:organizationId/payouts/:payoutId/paid': { staff: 'payouts.review' },
  ...MEMBER_ROUTES_ACCESS,
  ...SETTINGS_ROUTES_ACCESS,
  ...RECEIPT_ROUTES_ACCESS,
  ...BILLING_ROUTES_ACCESS,
  'GET /api/organizations/:organizationId/dashboard': { staff: 'dashboard.read' },
  'GET /api/organizations/:organizationId/activity': { staff: 'audit.read' },
  'GET /api/organizations/:organizationId/activity/export.csv': { staff: 'audit.read' },
  'GET /api/organizations/:organizationId/clients': { staff: 'clients.read' },
  'GET /api/organizations/:organizationId/clients/export.csv': { staff: 'clients.export' },
  'GET /api/organizations/:organizationId/clients/:userId': { staff: 'clients.read' },
  'POST /api/organizations/:organizationId/clients/:userId/notes': { staff: 'clients.manage' },
  'POST /api/organizations/:organizationId/clients/:userId/block': { staff: 'clients.manage' },
  'POST /api/organizations/:organizationId/clients/:userId/unblock': { staff: 'clients.manage' },
  'POST /api/organizations/:organizationId/clients/:userId/end-sessions': { staff: 'clients.manage' },
  'POST /api/organizations/:organizationId/clients/:userId/resend-verification': { staff: 'clients.manage' },
  'GET /api/organizations/:organizationId/trading-accounts': { staff: 'accounts.read' },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId': { staff: 'accounts.read' },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId/history': { staff: 'accounts.read' },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId/deals': { staff: 'accounts.read' },
  'GET /api/organizations/:organizationId/disputes': { staff: 'disputes.decide' },
  'POST /api/organizations/:organizationId/disputes/:disputeId/decision': { staff: 'disputes.decide' },
  'GET /api/organizations/:organizationId/profile': { staff: 'staff' },
  'PUT /api/organizations/:organizationId/profile': { staff: 'organization.update' },
  'GET /api/organizations/:organizationId/security': { staff: 'security.read' },
  'POST /api/organizations/:organizationId/security/sessions/:sessionId/revoke': { staff: 'security.manage' },
};

export const EVERYONE: TCallerName[] = [
  'anonymous',
  'platformAdmin',
  'platformManager',
  'traderOfA',
  'ownerOfA',
  'agentOfA',
  'ownerOfB',
];

/**
 * Routes whose path names a resource: the resource belongs to organization A (or to A's trader), and only
 * the listed callers may touch it. Everyone else, the owner of organization B included, must be refused.
 */
export const RESOURCE_ROUTES: Record<
  string,
  { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] }
> = {
  'GET /api/organizations/:id': {
    params: ({ organizationA }) => ({ id: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'PATCH /api/organizations/:id': {
    params: ({ organizationA }) => ({ id: organizationA.id }),
    allowed: ['platformAdmin'],
  },
  // A platform-level resource (no tenant owns it): platform staff only.
  'PATCH /api/white-label-requests/:id': {
    params: ({ whiteLabelRequestId }) => ({ id: whiteLabelRequestId }),
    allowed: ['platformAdmin', 'platformManager'],
  },
  'DELETE /api/auth/sessions/:id': {
    params: ({ sessionOfTraderA }) => ({ id: sessionOfTraderA }),
    allowed: ['traderOfA'],
  },
  'GET /api/public/organizations/:slug': {
    params: ({ organizationA }) => ({ slug: organizationA.slug }),
    allowed: EVERYONE,
  },
  'GET /api/public/organizations/:slug/plans': {
    params: ({ organizationA }) => ({ slug: organizationA.slug }),
    allowed: EVERYONE,
  },
  'GET /api/public/organizations/:slug/custom.css': {
    params: ({ organizationA }) => ({ slug: organizationA.slug }),
    allowed: EVERYONE,
  },
  'POST /api/payments/webhooks/:provider': {
    params: () => ({ provider: 'sandbox' }),
    allowed: EVERYONE,
  },
  // Issuing the organization's bridge secret: its owner and platform admins only.
  'POST /api/organizations/:id/ingestion-key': {
    params: ({ organizationA }) => ({ id: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/ingest/:organizationSlug': {
    params: ({ organizationA }) => ({ organizationSlug: organizationA.slug }),
    allowed: EVERYONE,
  },
  'POST /api/me/notifications/:notificationId/read': {
    params: ({ notificationOfTraderA }) => ({ notificationId: notificationOfTraderA }),
    allowed: ['traderOfA'],
  },
  'DELETE /api/me/notifications/:notificationId': {
    params: ({ notificationOfTraderA }) => ({ notificationId: notificationOfTraderA }),
    allowed: ['traderOfA'],
  },
  'POST /api/trading-accounts/:accountId/breaches/:breachId/disputes': {
    params: ({ accountOfTraderA, breachOfTraderA }) => ({
      accountId: accountOfTraderA,
      breachId: breachOfTraderA,
    }),
    allowed: ['traderOfA'],
  },
  // A trader's own certificate: not even their firm's owner downloads it.
  'GET /api/me/certificates/:certificateId/pdf': {
    params: ({ certificateOfTraderA }) => ({ certificateId: certificateOfTraderA.id }),
    allowed: ['traderOfA'],
  },
  // Whoever holds the code verifies it.
  'GET /api/public/certificates/:code': {
    params: ({ certificateOfTraderA }) => ({ code: certificateOfTraderA.code }),
    allowed: EVERYONE,
  },
  // Revoking a certificate of A: its owner and platform admins; its agent, its trader and B's owner get 404.
  'POST /api/organizations/:organizationId/certificates/:certificateId/revoke': {
    params: ({ organizationA, certificateOfTraderA }) => ({
      organizationId: organizationA.id,
      certificateId: certificateOfTraderA.id,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // The caller's own check: `kind` names a document of theirs, whoever the client is.
  'PUT /api/me/kyc/documents/:kind': {
    params: () => ({ kind: 'id_front' }),
    allowed: ['traderOfA', 'ownerOfA', 'ownerOfB'],
  },
  'GET /api/organizations/:organizationId/kyc': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/kyc/:verificationId': {
    params: ({ organizationA, kycOfTraderA }) => ({
      organizationId: organizationA.id,
      verificationId: kycOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/kyc/:verificationId/documents/:documentId/link': {
    params: ({ organizationA, kycOfTraderA, kycDocumentOfTraderA }) => ({
      organizationId: organizationA.id,
      verificationId: kycOfTraderA,
      documentId: kycDocumentOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/kyc/:verificationId/decision': {
    params: ({ organizationA, kycOfTraderA }) => ({
      organizationId: organizationA.id,
      verificationId: kycOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'PUT /api/me/payout-methods/:methodId': {
    params: ({ methodOfTraderA }) => ({ methodId: methodOfTraderA }),
    allowed: ['traderOfA'],
  },
  'DELETE /api/me/payout-methods/:methodId': {
    params: ({ methodOfTraderA }) => ({ methodId: methodOfTraderA }),
    allowed: ['traderOfA'],
  },
  // A firm's payouts: its staff with payouts.review (not its agent, not its traders) and platform admins.
  'GET /api/organizations/:organizationId/payouts': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/payouts/export.csv': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/payouts/:payoutId': {
    params: ({ organizationA, payoutOfTraderA }) => ({
      organizationId: organizationA.id,
      payoutId: payoutOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/payouts/:payoutId/approve': {
    params: ({ organizationA, payoutOfTraderA }) => ({
      organizationId: organizationA.id,
      payoutId: payoutOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/payouts/:payoutId/reject': {
    params: ({ organizationA, payoutOfTraderA }) => ({
      organizationId: organizationA.id,
      payoutId: payoutOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/payouts/:payoutId/paid': {
    params: ({ organizationA, payoutOfTraderA }) => ({
      organizationId: organizationA.id,
      payoutId: payoutOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  ...MEMBER_RESOURCE_ROUTES,
  ...BACK_OFFICE_RESOURCE_ROUTES,
  ...SETTINGS_RESOURCE_ROUTES,
  ...RECEIPT_RESOURCE_ROUTES,
  ...BILLING_RESOURCE_ROUTES,
  ...TRADER_RESOURCE_ROUTES,
};
