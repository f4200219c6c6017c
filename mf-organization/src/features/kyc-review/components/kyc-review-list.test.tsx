import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import type { TKycDetail, TKycPage } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { KycReviewList } from './kyc-review-list.tsx';

const ORGANIZATION_ID = '66666666-6666-4666-8666-666666666666';
const VERIFICATION_ID = '77777777-7777-4777-8777-777777777777';
const DOCUMENT_ID = '88888888-8888-4888-8888-888888888888';
const LIST = `/api/organizations/${ORGANIZATION_ID}/kyc`;
const DETAIL = `${LIST}/${VERIFICATION_ID}`;

const ORGANIZATIONS = {
  organizations: [
    {
      id: ORGANIZATION_ID,
      name: 'Vega Funded',
      slug: 'vega',
      status: 'active',
      role: 'owner',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};
const SUMMARY = {
  id: VERIFICATION_ID,
  userId: '99999999-9999-4999-8999-999999999999',
  traderName: 'Giulia Rossi',
  traderEmail: 'giulia@example.com',
  legalName: 'Giulia Maria Rossi',
  country: 'IT',
  status: 'submitted' as const,
  submittedAt: '2026-11-26T09:00:00.000Z',
  reviewedAt: null,
};
const PAGE: TKycPage = { verifications: [SUMMARY], total: 1, page: 1, pageSize: 20 };
const DETAIL_BODY: TKycDetail = {
  ...SUMMARY,
  dateOfBirth: '1990-05-17',
  rejectionReason: null,
  documents: [
    {
      id: DOCUMENT_ID,
      kind: 'id_front',
      contentType: 'image/png',
      sizeBytes: 1000,
      uploadedAt: '2026-11-26T08:00:00.000Z',
    },
  ],
};

function renderPage() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <Notifications />
      <KycReviewList />
    </ApiProvider>,
    { path: '/organization/verifications' },
  );
}

describe('KycReviewList', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => notifications.clean());
    act(() => sessionStore.getState().clearSession());
    jest.restoreAllMocks();
  });

  it('lists the current organization’s checks to review, and filters on the server', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      '/api/me/organizations': { body: ORGANIZATIONS },
      [LIST]: (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return { body: status === 'approved' ? { ...PAGE, verifications: [], total: 0 } : PAGE };
      },
    });
    renderPage();

    const row = (await screen.findByText('Giulia Rossi')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLTableRowElement).getByText('To review')).toBeInTheDocument();
    expect(within(row as HTMLTableRowElement).getByText('Italy')).toBeInTheDocument();
    expect(new URL(requestsTo(fetchSpy, 'GET', LIST)[0]?.url ?? '').searchParams.get('status')).toBe(
      'submitted',
    );

    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    expect(await screen.findByText('No identity checks here.')).toBeInTheDocument();
  });

  it('opens a document through a fresh link in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: jest.fn() };
    const openSpy = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    stubFetch({
      '/api/me/organizations': { body: ORGANIZATIONS },
      [LIST]: { body: PAGE },
      [DETAIL]: { body: DETAIL_BODY },
      [`${DETAIL}/documents/${DOCUMENT_ID}/link`]: {
        status: 201,
        body: { url: '/api/kyc-documents?token=abc.def', expiresAt: '2026-11-27T10:05:00.000Z' },
      },
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Review Giulia Rossi' }));
    const drawer = await screen.findByRole('dialog', { name: 'Identity check' });
    expect(within(drawer).getByText('1990-05-17')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Open Government ID, front' }));
    expect(openSpy).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://api.test/api/kyc-documents?token=abc.def'));
  });

  it('needs a reason to reject, sends it, and explains a refusal for lack of a second factor', async () => {
    const user = userEvent.setup();
    const decisions: unknown[] = [];
    stubFetch({
      '/api/me/organizations': { body: ORGANIZATIONS },
      [LIST]: { body: PAGE },
      [DETAIL]: { body: DETAIL_BODY },
      [`POST ${DETAIL}/decision`]: async (request) => {
        decisions.push(await request.json());
        return decisions.length === 1
          ? {
              status: 403,
              body: { error: { code: 'SECOND_FACTOR_REQUIRED', message: 'Sign in again' }, requestId: 'r' },
            }
          : { body: { ...DETAIL_BODY, status: 'rejected', rejectionReason: 'Blurred photo' } };
      },
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Review Giulia Rossi' }));
    const drawer = await screen.findByRole('dialog', { name: 'Identity check' });
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(within(drawer).getByText('Write the reason (at least 3 characters)')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await user.type(within(drawer).getByRole('textbox', { name: /Reason for rejection/ }), 'Blurred photo');
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(
      await within(drawer).findByText(
        'This needs a sign-in with two-step verification: sign out and in again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Identity check rejected')).toBeInTheDocument();
    expect(decisions).toEqual([
      { decision: 'rejected', reason: 'Blurred photo' },
      { decision: 'rejected', reason: 'Blurred photo' },
    ]);
  });
});
