// Test helpers of the clients components only: imported by their *.test.tsx files, never by code that ships.
import type { TClientDetail, TClientPage, TClientRow } from '@propdesk/shared/contracts';
import type { TMemberRole } from '@propdesk/shared/domain';

export const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
export const CLIENT_ID = '77777777-7777-4777-8777-777777777777';
export const CLIENTS = `/api/organizations/${ORGANIZATION_ID}/clients`;
export const CLIENT = `${CLIENTS}/${CLIENT_ID}`;

/** The reader's organizations, with their role in the one whose clients are shown. */
export function organizationsAs(role: TMemberRole) {
  return {
    organizations: [
      {
        id: ORGANIZATION_ID,
        name: 'VegaFunded',
        slug: 'default',
        status: 'active',
        role,
        createdAt: '2026-11-22T00:00:00.000Z',
      },
    ],
  };
}

export const ROW: TClientRow = {
  userId: CLIENT_ID,
  name: 'Amelia Clarke',
  email: 'amelia.clarke@clients.propdesk.test',
  country: 'GB',
  joinedAt: '2025-06-01T09:00:00.000Z',
  kycStatus: 'approved',
  accountsCount: 2,
  isFunded: true,
  isBlocked: false,
  isEmailVerified: true,
  lastSignInAt: '2026-11-20T10:00:00.000Z',
};

export const PAGE: TClientPage = { clients: [ROW], total: 1, page: 1, pageSize: 25 };

export function detailOf(client: Partial<TClientDetail['client']> = {}): TClientDetail {
  return {
    client: {
      ...ROW,
      firstName: 'Amelia',
      lastName: 'Clarke',
      phone: '+44 20 7946 0000',
      blockedAt: null,
      activeSessions: 1,
      lastActiveAt: '2026-11-20T12:00:00.000Z',
      ...client,
    },
    kyc: {
      status: 'approved',
      submittedAt: '2025-06-03T09:00:00.000Z',
      reviewedAt: '2025-06-04T09:00:00.000Z',
      rejectionReason: null,
    },
    accounts: [
      {
        id: '88888888-8888-4888-8888-888888888888',
        login: 'PD-5001',
        program: 'two_step',
        phaseKind: 'funded',
        status: 'active',
        currency: 'USD',
        accountSizeMinor: 2_500_000,
        balanceMinor: 2_612_345,
        openedAt: '2026-10-01T09:00:00.000Z',
      },
    ],
    orders: [
      {
        id: '99999999-9999-4999-8999-999999999999',
        program: 'two_step',
        accountSizeMinor: 2_500_000,
        priceMinor: 9_900,
        currency: 'USD',
        status: 'paid',
        createdAt: '2026-10-01T08:55:00.000Z',
        paidAt: '2026-10-01T09:00:00.000Z',
        balanceMinor: 9_900,
        refundedMinor: 0,
        chargedBackMinor: 0,
        liveAccountLogins: ['PD-5001'],
      },
    ],
    payouts: [],
    certificates: [
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        kind: 'funded',
        login: 'PD-5001',
        code: 'AB12-CD34-EF56-GH78',
        amountMinor: null,
        currency: 'USD',
        issuedAt: '2026-10-20T09:00:00.000Z',
        revokedAt: null,
        revocationReason: null,
      },
    ],
    notes: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        text: 'Prefers contact by email.',
        authorName: 'Olivia Owner',
        createdAt: '2026-11-15T09:00:00.000Z',
      },
    ],
    timeline: [
      {
        id: 'e1',
        at: '2026-11-20T10:00:00.000Z',
        kind: 'sign_in',
        event: 'sign_in',
        subject: '203.0.113.10',
        amountMinor: null,
        currency: null,
        actorName: null,
      },
      {
        id: 'e2',
        at: '2026-11-15T09:00:00.000Z',
        kind: 'staff_action',
        event: 'client_note_added',
        subject: null,
        amountMinor: null,
        currency: null,
        actorName: 'Olivia Owner',
      },
    ],
    totals: { accounts: 1, orders: 1, payouts: 0, certificates: 1, notes: 1 },
  };
}
