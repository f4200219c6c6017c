import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TConnectPaymentAccount, TPaymentAccount } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { PaymentAccountSection } from './payment-account-section.tsx';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';

const path = `/api/organizations/${TEST_FIRM_ID}/payment-account`;
const webhookUrl = `http://api.test/api/payments/webhooks/stripe/${TEST_FIRM_ID}`;
// Made up: the form only passes them on; no real key belongs in the code.
const SECRET_KEY = ['sk', 'test', 'madeUpForTheForm0001'].join('_');
const WEBHOOK_SECRET = ['whsec', 'madeUpForTheForm0002'].join('_');

const NOT_CONNECTED: TPaymentAccount = {
  connected: false,
  accountId: null,
  accountName: null,
  mode: null,
  keyLast4: null,
  connectedAt: null,
  connectedByEmail: null,
  webhookUrl,
};
const CONNECTED: TPaymentAccount = {
  connected: true,
  accountId: 'acct_1AcmeFirm',
  accountName: 'Acme Funding Ltd',
  mode: 'live',
  keyLast4: '0001',
  connectedAt: '2026-11-20T10:00:00.000Z',
  connectedByEmail: 'owner@acme.example',
  webhookUrl,
};

describe('PaymentAccountSection', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('connects an account with both secrets and shows it, never the keys', async () => {
    const user = userEvent.setup();
    const sent: TConnectPaymentAccount[] = [];
    const fetchSpy = renderAsMember(
      'owner',
      <PaymentAccountSection organizationId={TEST_FIRM_ID} canEdit />,
      {
        [`GET ${path}`]: { body: NOT_CONNECTED },
        [`PUT ${path}`]: async (request) => {
          sent.push((await request.json()) as TConnectPaymentAccount);
          return { body: CONNECTED };
        },
      },
    );
    expect(await screen.findByText('No Stripe account of your own is connected.')).toBeTruthy();
    expect(screen.getByTestId('payments-webhook-url')).toHaveTextContent(webhookUrl);
    expect(screen.getByRole('button', { name: `Copy: ${webhookUrl}` })).toBeTruthy();

    const connect = screen.getByRole('button', { name: 'Test and connect' });
    expect(connect).toBeDisabled();
    await user.type(screen.getByLabelText(/^Secret key/), SECRET_KEY);
    await user.type(screen.getByLabelText(/^Webhook signing secret/), WEBHOOK_SECRET);
    await user.click(connect);

    expect(await screen.findByText('Acme Funding Ltd · acct_1AcmeFirm')).toBeTruthy();
    expect(screen.getByText('Live mode')).toBeTruthy();
    expect(screen.getByText('ending in 0001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test and replace' })).toBeDisabled();
    expect(sent).toEqual([{ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }]);
    expect(document.body.textContent).not.toContain(SECRET_KEY);
    expect(requestsTo(fetchSpy, 'PUT', path)).toHaveLength(1);
  });

  it("says why Stripe refused the key, in the reader's words", async () => {
    const user = userEvent.setup();
    renderAsMember('owner', <PaymentAccountSection organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { body: NOT_CONNECTED },
      [`PUT ${path}`]: {
        status: 400,
        body: { error: { code: 'PAYMENT_ACCOUNT_REFUSED', message: 'Stripe refused' }, requestId: 'r1' },
      },
    });
    await user.type(await screen.findByLabelText(/^Secret key/), SECRET_KEY);
    await user.type(screen.getByLabelText(/^Webhook signing secret/), WEBHOOK_SECRET);
    await user.click(screen.getByRole('button', { name: 'Test and connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Stripe refused this secret key/);
  });

  it('disconnects after confirming', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderAsMember(
      'owner',
      <PaymentAccountSection organizationId={TEST_FIRM_ID} canEdit />,
      {
        [`GET ${path}`]: { body: CONNECTED },
        [`DELETE ${path}`]: { body: NOT_CONNECTED },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the Stripe account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No Stripe account of your own is connected.')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchSpy, 'DELETE', path)).toHaveLength(1));
  });

  it('shows an admin the account without a way to change it', async () => {
    renderAsMember('admin', <PaymentAccountSection organizationId={TEST_FIRM_ID} canEdit={false} />, {
      [`GET ${path}`]: { body: CONNECTED },
    });
    expect(await screen.findByText('Acme Funding Ltd · acct_1AcmeFirm')).toBeTruthy();
    expect(
      screen.getByText('Only owners of the organization can connect or disconnect its Stripe account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Secret key/)).not.toBeInTheDocument();
  });

  it('says when the account cannot be loaded', async () => {
    renderAsMember('owner', <PaymentAccountSection organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { status: 500, body: { error: { code: 'INTERNAL' } } },
    });
    expect(await screen.findByText('The payment account could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
