import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { API_KEY_SCOPES } from '@propdesk/shared/contracts';
import { countStatements } from '../db/statement-counter.ts';
import { ApiKey } from '../modules/api-keys/api-key.entity.ts';
import { newApiKeyToken } from '../modules/api-keys/api-key-token.ts';
import { issueAccessToken } from '../modules/auth/access-token.ts';
import { startSession } from '../modules/auth/session.service.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { TEST_DRIVERS } from './databases.ts';
import { bearer } from './auth-fixtures.ts';
import {
  BUDGET_DOMAIN,
  seedStatementBudgetData,
  type TBudgetCase,
  type TBudgetFixture,
} from './statement-budget-data.ts';
import { SETTINGS_BUDGET_CASES } from './statement-budget-settings.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * The statement budget: every GET route the api registered, called with seeded data by a caller it
 * admits, sends at most MAX_STATEMENTS SQL statements, the access check included, for a page of one row
 * and a page of a hundred. So a list that loads its rows one by one (an N+1) cannot land, whatever page.
 *
 * Every request uses a session no request has used before, so the access check is never answered from
 * memory: the count is the worst case. A GET route missing from BUDGET_CASES fails the test, so a new
 * route cannot skip the question.
 */
const MAX_STATEMENTS = 3;

const BUDGET_CASES: Record<string, TBudgetCase> = {
  'GET /api/me/payouts': { caller: 'trader', path: () => '/api/me/payouts' },
  'GET /api/me/payout-methods': { caller: 'trader', path: () => '/api/me/payout-methods' },
  'GET /api/organizations/:organizationId/payouts': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/payouts`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/payouts/export.csv': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/payouts/export.csv`,
  },
  'GET /api/organizations/:organizationId/payouts/:payoutId': {
    caller: 'owner',
    path: ({ organization, payoutId }) => `/api/organizations/${organization.id}/payouts/${payoutId}`,
  },
  'GET /api/organizations/:organizationId/members': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/members?search=staff`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/invitations': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/invitations`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/public/invitations/:token': {
    caller: 'anonymous',
    path: ({ invitationToken }) => `/api/public/invitations/${invitationToken}`,
  },
  'GET /api/organizations/:organizationId/dashboard': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/dashboard`,
    // The longest range: one statement whatever the number of days.
    pages: ['', 'from=2024-06-01&to=2025-06-01'],
  },
  'GET /api/organizations/:organizationId/activity': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/activity`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/activity/export.csv': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/activity/export.csv`,
  },
  // A search, a filter and the sort that reads every client's sessions: the list's costliest shape.
  'GET /api/organizations/:organizationId/clients': {
    caller: 'owner',
    path: ({ organization }) =>
      `/api/organizations/${organization.id}/clients?search=trader&kyc=submitted&sort=last_activity`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  // The access check and the first chunk (every client of the fixture fits in it), after its audit event.
  'GET /api/organizations/:organizationId/clients/export.csv': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/clients/export.csv?country=IT`,
    auditWrite: true,
  },
  // The trader with ROWS_PER_LIST accounts, orders and payouts: every list is bounded.
  'GET /api/organizations/:organizationId/clients/:userId': {
    caller: 'owner',
    path: ({ organization, people }) => `/api/organizations/${organization.id}/clients/${people.trader.id}`,
  },
  'GET /api/organizations/:organizationId/orders/:orderId/ledger': {
    caller: 'owner',
    path: ({ organization, orderId }) => `/api/organizations/${organization.id}/orders/${orderId}/ledger`,
  },
  'GET /api/organizations/:organizationId/trading-accounts': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/trading-accounts`,
    pages: ['pageSize=1&breachedToday=true&search=budget', 'pageSize=100&sort=trader&status=breached'],
  },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId': {
    caller: 'owner',
    path: ({ organization, breachedAccountId }) =>
      `/api/organizations/${organization.id}/trading-accounts/${breachedAccountId}`,
  },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId/history': {
    caller: 'owner',
    path: ({ organization, accountId }) =>
      `/api/organizations/${organization.id}/trading-accounts/${accountId}/history`,
  },
  'GET /api/organizations/:organizationId/trading-accounts/:accountId/deals': {
    caller: 'owner',
    path: ({ organization, accountId }) =>
      `/api/organizations/${organization.id}/trading-accounts/${accountId}/deals`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/disputes': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/disputes`,
    pages: ['pageSize=1&status=open', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/profile': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/profile`,
  },
  ...SETTINGS_BUDGET_CASES,
  'GET /api/organizations/:organizationId/api-keys': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/api-keys`,
  },
  'GET /api/v1/clients': {
    caller: 'apiKey',
    path: () => '/api/v1/clients?search=trader&kyc=submitted&sort=last_activity',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/v1/accounts': {
    caller: 'apiKey',
    path: () => '/api/v1/accounts',
    pages: ['pageSize=1&breachedToday=true&search=budget', 'pageSize=100&sort=trader&status=breached'],
  },
  'GET /api/v1/accounts/:accountId': {
    caller: 'apiKey',
    path: ({ breachedAccountId }) => `/api/v1/accounts/${breachedAccountId}`,
  },
  'GET /api/v1/payouts': {
    caller: 'apiKey',
    path: () => '/api/v1/payouts',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/ingestion-key': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/ingestion-key`,
  },
  'GET /api/organizations/:organizationId/domains': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/domains`,
  },
  // An asset id nobody uploaded: the lookup is the one statement a served logo costs too.
  'GET /api/public/organizations/:slug/logo/:assetId': {
    caller: 'anonymous',
    path: ({ organization }) =>
      `/api/public/organizations/${organization.slug}/logo/00000000-0000-4000-8000-000000000000`,
    status: 404,
  },
  'GET /api/organizations/:organizationId/security': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/security`,
  },
  'GET /api/livez': { caller: 'anonymous', path: () => '/api/livez' },
  'GET /api/readyz': { caller: 'anonymous', path: () => '/api/readyz' },
  'GET /api/public/config': { caller: 'anonymous', path: () => '/api/public/config' },
  'GET /api/public/organizations/current': {
    caller: 'anonymous',
    path: () => `/api/public/organizations/current?host=${BUDGET_DOMAIN}`,
  },
  'GET /api/public/organizations/:slug': {
    caller: 'anonymous',
    path: ({ organization }) => `/api/public/organizations/${organization.slug}`,
  },
  'GET /api/public/organizations/:slug/plans': {
    caller: 'anonymous',
    path: ({ organization }) => `/api/public/organizations/${organization.slug}/plans`,
  },
  'GET /api/public/organizations/:slug/custom.css': {
    caller: 'anonymous',
    path: ({ organization }) => `/api/public/organizations/${organization.slug}/custom.css`,
  },
  'GET /api/me/organization-status': { caller: 'trader', path: () => '/api/me/organization-status' },
  'GET /api/me/organizations': { caller: 'admin', path: () => '/api/me/organizations' },
  'GET /api/white-label-requests': {
    caller: 'admin',
    path: () => '/api/white-label-requests',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:id': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}`,
  },
  'GET /api/auth/session': { caller: 'trader', path: () => '/api/auth/session' },
  'GET /api/auth/sessions': { caller: 'trader', path: () => '/api/auth/sessions' },
  'GET /api/auth/mfa': { caller: 'trader', path: () => '/api/auth/mfa' },
  'GET /api/elite/access': { caller: 'anonymous', path: () => '/api/elite/access' },
  'GET /api/auth/password-reset/link': {
    caller: 'anonymous',
    path: () => `/api/auth/password-reset/link?tokenHash=${'a'.repeat(64)}`,
  },
  'GET /api/auth/admin-bootstrap': { caller: 'anonymous', path: () => '/api/auth/admin-bootstrap' },
  'GET /api/me/plans': { caller: 'trader', path: () => '/api/me/plans' },
  'GET /api/orders/:orderId': { caller: 'trader', path: ({ orderId }) => `/api/orders/${orderId}` },
  'GET /api/trading-accounts': {
    caller: 'trader',
    path: () => '/api/trading-accounts',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/trading-accounts/:accountId': {
    caller: 'trader',
    path: ({ breachedAccountId }) => `/api/trading-accounts/${breachedAccountId}`,
  },
  'GET /api/trading-accounts/:accountId/reset-offer': {
    caller: 'trader',
    path: ({ breachedAccountId }) => `/api/trading-accounts/${breachedAccountId}/reset-offer`,
  },
  'GET /api/trading-accounts/:accountId/history': {
    caller: 'trader',
    path: ({ accountId }) => `/api/trading-accounts/${accountId}/history`,
  },
  'GET /api/trading-accounts/:accountId/deals': {
    caller: 'trader',
    path: ({ accountId }) => `/api/trading-accounts/${accountId}/deals`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/trading-activity': {
    caller: 'trader',
    path: () => '/api/trading-activity',
    pages: ['limit=1', 'limit=50'],
  },
  // Without `Accept: text/event-stream` the stream route answers the figures once: what every frame reads.
  'GET /api/trading-accounts/:accountId/stream': {
    caller: 'trader',
    path: ({ accountId }) => `/api/trading-accounts/${accountId}/stream`,
  },
  'GET /api/me/notifications': {
    caller: 'trader',
    path: () => '/api/me/notifications?area=trader',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/me/notification-preferences': {
    caller: 'trader',
    path: () => '/api/me/notification-preferences',
  },
  // Events only: a plain GET is refused after the access check; a stream then reads the saved language.
  'GET /api/me/notifications/stream': {
    caller: 'trader',
    path: () => '/api/me/notifications/stream',
    status: 400,
  },
  'GET /api/simulator/quotes': { caller: 'trader', path: () => '/api/simulator/quotes' },
  'GET /api/trading-accounts/:accountId/positions': {
    caller: 'trader',
    path: ({ accountId }) => `/api/trading-accounts/${accountId}/positions`,
  },
  'GET /api/me/certificates': {
    caller: 'trader',
    path: () => '/api/me/certificates',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/me/certificates/:certificateId/pdf': {
    caller: 'trader',
    path: ({ certificate }) => `/api/me/certificates/${certificate.id}/pdf`,
  },
  'GET /api/public/certificates/:code': {
    caller: 'anonymous',
    path: ({ certificate }) => `/api/public/certificates/${certificate.code}`,
  },
  // A page of receipts and its total are one statement, whatever the page size.
  'GET /api/me/receipts': {
    caller: 'trader',
    path: () => '/api/me/receipts',
    pages: ['pageSize=1', 'pageSize=100'],
  },
  // One statement reads the receipt with all its PDF prints, found or not (the PDF is drawn in memory).
  'GET /api/me/receipts/:receiptId/pdf': {
    caller: 'trader',
    path: () => '/api/me/receipts/00000000-0000-4000-8000-000000000000/pdf',
    status: 404,
  },
  'GET /api/me/kyc': { caller: 'trader', path: () => '/api/me/kyc' },
  'GET /api/organizations/:organizationId/kyc': {
    caller: 'owner',
    path: ({ organization }) => `/api/organizations/${organization.id}/kyc`,
    pages: ['pageSize=1', 'pageSize=100'],
  },
  'GET /api/organizations/:organizationId/kyc/:verificationId': {
    caller: 'owner',
    path: ({ organization, verificationId }) => `/api/organizations/${organization.id}/kyc/${verificationId}`,
  },
  // An unsigned token: what a guess costs (the signature check sends nothing; opening one is two writes).
  'GET /api/kyc-documents': {
    caller: 'anonymous',
    path: () => '/api/kyc-documents?token=eyJub3QiOiJzaWduZWQifQ.dD0xLHYxPTA',
    status: 404,
  },
  'GET /api/dev/outbox': { caller: 'anonymous', path: () => '/api/dev/outbox' },
  'GET /api/dev/clock': { caller: 'anonymous', path: () => '/api/dev/clock' },
};

/** A session of its own (second factor passed) and its access token, so no check is served from memory. */
async function freshHeaders(
  app: FastifyInstance,
  handle: ReturnType<typeof useTestApp>,
  user: TUser | null,
): Promise<Record<string, string>> {
  if (user === null) return {};
  const em = handle.database().orm.em.fork();
  const { session } = startSession({
    em,
    user,
    client: { ip: '127.0.0.1', userAgent: 'statement-budget' },
    mfaVerifiedAt: new Date(),
  });
  await em.flush();
  const { accessToken } = issueAccessToken(app.jwt, { sub: user.id, sid: session.id, role: 'client' });
  return bearer(accessToken);
}

/** A key of its own for the firm, holding every scope, so no check is served from memory either. */
async function freshApiKeyHeaders(
  handle: ReturnType<typeof useTestApp>,
  fixture: TBudgetFixture,
): Promise<Record<string, string>> {
  const em = handle.database().orm.em.fork();
  const { token, publicId, secretHash } = newApiKeyToken();
  em.create(ApiKey, {
    organization: fixture.organization,
    name: 'budget',
    publicId,
    secretHash,
    scopes: API_KEY_SCOPES.join(','),
  });
  await em.flush();
  return bearer(token);
}

describe.each(TEST_DRIVERS)('statement budget of every GET route (%s)', (driver) => {
  const handle = useTestApp(driver, 'statement_budget');

  it(`answers every GET route with at most ${MAX_STATEMENTS} statements, for pages of 1 and of 100`, async () => {
    const app = handle.app();
    const fixture = await seedStatementBudgetData(handle.database().orm.em.fork());
    const routes = app.routeAccessTable.filter(
      (entry) => entry.method === 'GET' && !entry.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(20);

    const overBudget: string[] = [];
    for (const { url } of routes) {
      const key = `GET ${url}`;
      const budgetCase = BUDGET_CASES[key];
      if (budgetCase === undefined) {
        overBudget.push(`${key}: no entry in BUDGET_CASES`);
        continue;
      }
      const user =
        budgetCase.caller === 'anonymous' || budgetCase.caller === 'apiKey'
          ? null
          : fixture.people[budgetCase.caller];
      for (const query of budgetCase.pages ?? ['']) {
        const base = budgetCase.path(fixture);
        const path = query === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${query}`;
        const headers =
          budgetCase.caller === 'apiKey'
            ? await freshApiKeyHeaders(handle, fixture)
            : await freshHeaders(app, handle, user);
        const { result, statements, sql } = await countStatements(handle.database().orm, () =>
          app.inject({ method: 'GET', url: path, headers }),
        );
        const isAnswerExpected =
          budgetCase.status === undefined ? result.statusCode < 300 : result.statusCode === budgetCase.status;
        if (!isAnswerExpected) overBudget.push(`${path}: answered ${result.statusCode} ${result.body}`);
        if (statements > MAX_STATEMENTS + (budgetCase.auditWrite === true ? 1 : 0)) {
          overBudget.push(`${path}: ${statements} statements\n    ${sql.join('\n    ')}`);
        }
      }
    }
    expect(overBudget).toEqual([]);
  });
});
