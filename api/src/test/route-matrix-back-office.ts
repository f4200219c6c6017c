import type { TCallerName, TFixture } from './route-matrix-rules.ts';

/** An action on A's client: its staff holding clients.manage and platform admins, never the agent. */
const CLIENT_ACTION = {
  params: ({ organizationA, clientOfA }: TFixture) => ({
    organizationId: organizationA.id,
    userId: clientOfA,
  }),
  allowed: ['platformAdmin', 'ownerOfA'] as TCallerName[],
};

/**
 * The back office's resource routes (dashboard, activity log, clients, accounts and disputes, profile,
 * security) for the route matrix's RESOURCE_ROUTES table, kept here so each file stays readable: the
 * resource belongs to organization A, and only the listed callers may touch it.
 */
export const BACK_OFFICE_RESOURCE_ROUTES: Record<
  string,
  { params: (fixture: TFixture) => Record<string, string>; allowed: TCallerName[] }
> = {
  // A firm's figures and activity log: its owner, admins and managers (not its agent, not its traders).
  'GET /api/organizations/:organizationId/dashboard': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/activity': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/activity/export.csv': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // A firm's clients: read by its staff holding clients.read, the agent included; acted on and exported
  // only with clients.manage or clients.export (not the agent, not the traders); platform admins anywhere.
  'GET /api/organizations/:organizationId/clients': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA', 'agentOfA'],
  },
  'GET /api/organizations/:organizationId/clients/export.csv': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/clients/:userId': {
    params: ({ organizationA, clientOfA }) => ({ organizationId: organizationA.id, userId: clientOfA }),
    allowed: ['platformAdmin', 'ownerOfA', 'agentOfA'],
  },
  'POST /api/organizations/:organizationId/clients/:userId/notes': CLIENT_ACTION,
  'POST /api/organizations/:organizationId/clients/:userId/block': CLIENT_ACTION,
  'POST /api/organizations/:organizationId/clients/:userId/unblock': CLIENT_ACTION,
  'POST /api/organizations/:organizationId/clients/:userId/end-sessions': CLIENT_ACTION,
  'POST /api/organizations/:organizationId/clients/:userId/resend-verification': CLIENT_ACTION,
  // A firm's accounts, read-only: its staff with accounts.read (not its agent, not its traders) and
  // platform admins; the trader reads theirs through /trading-accounts.
  'GET /api/organizations/:organizationId/trading-accounts': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId': {
    params: ({ organizationA, accountOfTraderA }) => ({
      organizationId: organizationA.id,
      accountId: accountOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId/history': {
    params: ({ organizationA, accountOfTraderA }) => ({
      organizationId: organizationA.id,
      accountId: accountOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId/deals': {
    params: ({ organizationA, accountOfTraderA }) => ({
      organizationId: organizationA.id,
      accountId: accountOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // A firm's disputes: its staff with disputes.decide and platform admins.
  'GET /api/organizations/:organizationId/disputes': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  'POST /api/organizations/:organizationId/disputes/:disputeId/decision': {
    params: ({ organizationA, disputeOfTraderA }) => ({
      organizationId: organizationA.id,
      disputeId: disputeOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // The firm's profile: every staff member reads it (its agent too, not its traders); owners, admins and
  // platform admins change it.
  'GET /api/organizations/:organizationId/profile': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA', 'agentOfA'],
  },
  'PUT /api/organizations/:organizationId/profile': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // The security dashboard: owners and admins of the firm (not its agent or traders), platform admins.
  'GET /api/organizations/:organizationId/security': {
    params: ({ organizationA }) => ({ organizationId: organizationA.id }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
  // A trader's session is no staff session: even those allowed in get a 404, and nobody's session ends.
  'POST /api/organizations/:organizationId/security/sessions/:sessionId/revoke': {
    params: ({ organizationA, sessionOfTraderA }) => ({
      organizationId: organizationA.id,
      sessionId: sessionOfTraderA,
    }),
    allowed: ['platformAdmin', 'ownerOfA'],
  },
};
