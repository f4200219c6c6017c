import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { ClientDetails } from './client-details.tsx';
import { CLIENT, CLIENT_ID, detailOf, ORGANIZATION_ID } from './client-test-fixtures.ts';

function renderDetails(
  routes: Parameters<typeof stubFetch>[0],
  canManage = true,
  accountPath?: (accountId: string) => string,
  canRevokeCertificates = false,
) {
  const spy = stubFetch(routes);
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <ClientDetails
        organizationId={ORGANIZATION_ID}
        userId={CLIENT_ID}
        canManage={canManage}
        canRevokeCertificates={canRevokeCertificates}
        {...(accountPath === undefined ? {} : { accountPath })}
      />
    </ApiProvider>,
    { path: `/organization/clients/${CLIENT_ID}/details` },
  );
  return spy;
}

describe('ClientDetails', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('shows the profile, identity check, accounts, orders, payouts, activity and notes', async () => {
    renderDetails({ [`GET ${CLIENT}`]: { body: detailOf() } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Amelia Clarke' })).toBeInTheDocument();
    const accounts = screen.getByRole('table', { name: 'Trading accounts' });
    expect(within(accounts).getByRole('row', { name: /PD-5001/ })).toHaveTextContent(
      'PD-50012-Step $25,000FundedActive$26,123.45',
    );
    // Without an account view to open (the admin's drawer), the login is plain text.
    expect(within(accounts).queryByRole('link')).toBeNull();
    // Certificates are listed; revoking them is for the roles that may.
    const certificates = screen.getByRole('table', { name: 'Certificates' });
    expect(within(certificates).getByText('AB12-CD34-EF56-GH78')).toBeInTheDocument();
    expect(within(certificates).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('No payout yet.')).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(within(activity).getByText('Signed in from 203.0.113.10')).toBeInTheDocument();
    expect(within(activity).getByText('Note written by Olivia Owner')).toBeInTheDocument();
    expect(screen.getByText('Prefers contact by email.')).toBeInTheDocument();
  });

  it('opens each account in the firm’s account view when the page gives its path', async () => {
    renderDetails({ [`GET ${CLIENT}`]: { body: detailOf() } }, true, (id) => `/organization/accounts/${id}`);
    const accounts = await screen.findByRole('table', { name: 'Trading accounts' });
    const link = within(accounts).getByRole('link', { name: 'Open account PD-5001' });
    expect(link.getAttribute('href')).toMatch(/^\/organization\/accounts\/[0-9a-f-]{36}$/);
  });

  it('revokes a certificate with the reason the trader reads, refusing a short one', async () => {
    const user = userEvent.setup();
    const certificate = detailOf().certificates[0];
    const revoked = {
      ...detailOf(),
      certificates: [
        { ...certificate, revokedAt: '2026-11-27T10:00:00.000Z', revocationReason: 'Issued in error.' },
      ],
    };
    const bodies: unknown[] = [];
    let isRevoked = false;
    renderDetails(
      {
        [`GET ${CLIENT}`]: () => ({ body: isRevoked ? revoked : detailOf() }),
        [`POST /api/organizations/${ORGANIZATION_ID}/certificates/${certificate?.id ?? ''}/revoke`]: async (
          request,
        ) => {
          bodies.push(await request.json());
          isRevoked = true;
          return { body: { certificateId: certificate?.id, revokedAt: 1, reason: 'Issued in error.' } };
        },
      },
      true,
      undefined,
      true,
    );
    const table = await screen.findByRole('table', { name: 'Certificates' });
    expect(within(table).getByText('Valid')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Revoke certificate AB12-CD34-EF56-GH78' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate AB12-CD34-EF56-GH78?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the trader/ }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(within(dialog).getByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the trader/ }),
      't ours: issued in error.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Not ours: issued in error.' }]));
    expect(await within(table).findByText('Issued in error.')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Revoke certificate/ })).toBeNull();
  });

  it('blocks only after the confirmation, then reads the client again', async () => {
    const user = userEvent.setup();
    const blocks: string[] = [];
    const spy = renderDetails({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${CLIENT}/block`]: (request) => {
        blocks.push(request.url);
        return { body: { blockedAt: '2026-11-27T10:00:00.000Z', endedSessions: 1 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Block sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Amelia Clarke’s sign-in?' });
    expect(blocks).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(blocks).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Block sign-in' }));
    const again = await screen.findByRole('dialog', { name: 'Block Amelia Clarke’s sign-in?' });
    await user.click(within(again).getByRole('button', { name: 'Block sign-in' }));
    await waitFor(() => expect(blocks).toHaveLength(1));
    await waitFor(() => expect(requestsTo(spy, 'GET', CLIENT).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers unblocking to a blocked client and resending only to an unverified one; a refusal stays in the dialog', async () => {
    const user = userEvent.setup();
    renderDetails({
      [`GET ${CLIENT}`]: { body: detailOf({ isEmailVerified: false }) },
      [`POST ${CLIENT}/resend-verification`]: {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'x' }, requestId: 'r' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send Amelia Clarke a new verification email?',
    });
    expect(dialog).toHaveTextContent('A new link goes to amelia.clarke@clients.propdesk.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A verification email went out less than a minute ago.',
    );
  });

  it('lets a blocked client sign in again, and offers nothing else', async () => {
    renderDetails({
      [`GET ${CLIENT}`]: {
        body: detailOf({ isBlocked: true, blockedAt: '2026-10-28T09:00:00.000Z', isEmailVerified: false }),
      },
    });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Allow sign-in']);
    expect(screen.getByText('Sign-in blocked since Oct 28, 2026')).toBeInTheDocument();
  });

  it('writes a note (not an empty one) and reads the notes again', async () => {
    const user = userEvent.setup();
    const written: unknown[] = [];
    const spy = renderDetails({
      [`GET ${CLIENT}`]: { body: detailOf() },
      [`POST ${CLIENT}/notes`]: async (request) => {
        written.push(await request.json());
        return {
          status: 201,
          body: {
            id: 'n2',
            text: 'Called back.',
            authorName: 'Olivia Owner',
            createdAt: '2026-11-27T09:00:00.000Z',
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), '  Called back.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(written).toEqual([{ text: 'Called back.' }]));
    await waitFor(() => expect(requestsTo(spy, 'GET', CLIENT).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  it('reads without actions or a note form for a reader who may not manage clients', async () => {
    renderDetails({ [`GET ${CLIENT}`]: { body: detailOf() } }, false);
    expect(await screen.findByText('Prefers contact by email.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
    // Reading an order's money movements is all that is left to press; refunding is not offered.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Movements']);
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
  });

  it('says so when the client is not one of this organization’s', async () => {
    renderDetails({});
    expect(await screen.findByRole('alert')).toHaveTextContent('No such client in this organization.');
  });
});
