import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedTrader, DEMO, signInThroughApi } from '../../fixtures/accounts.ts';
import { detailOf } from '../../fixtures/challenges.ts';
import {
  E2E_STRIPE_API_BASE_URL,
  madeUpStripeKeys,
  startE2eStripeStandIn,
  type TStripeStandIn,
} from '../../fixtures/stripe.ts';

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };
const PASSWORD = 'Harbor-Quill-Lantern-52';

/** The firm the demo owner runs (VegaFunded, the default firm), read as the owner. */
async function ownersFirmId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get(`${API}/api/me/organizations`, {
    headers: { ...ORIGIN, authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { organizations } = (await response.json()) as { organizations: { id: string; role: string }[] };
  const firm = organizations.find(({ role }) => role === 'owner');
  expect(firm).toBeDefined();
  return firm?.id ?? '';
}

/** What the journey changed outside its own browser, undone after it even when it fails or times out. */
const undo: { stripe: TStripeStandIn | null; paymentAccount: string | null; ownerToken: string | null } = {
  stripe: null,
  paymentAccount: null,
  ownerToken: null,
};

test.afterEach(async ({ request }) => {
  // The firm goes back to the platform's sandbox, as the other journeys expect.
  if (undo.paymentAccount !== null && undo.ownerToken !== null) {
    const disconnected = await request.delete(undo.paymentAccount, {
      headers: { ...ORIGIN, authorization: `Bearer ${undo.ownerToken}` },
    });
    expect(disconnected.ok(), await disconnected.text()).toBe(true);
  }
  await undo.stripe?.close();
  Object.assign(undo, { stripe: null, paymentAccount: null, ownerToken: null });
});

test('a trader pays with a discount code through the firm’s own Stripe account, and the owner refunds it: the account closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stripe = await startE2eStripeStandIn();
  undo.stripe = stripe;
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const ownerToken = await signInThroughApi(ownerPage.request, DEMO.owner);
  const firmId = await ownersFirmId(ownerPage.request, ownerToken);
  const paymentAccount = `${API}/api/organizations/${firmId}/payment-account`;
  try {
    // The owner connects the firm's Stripe account in the Payments tab; its webhook endpoint is the
    // firm's own path, signed with the secret the owner pasted, and the stand-in sends that account's
    // events there.
    const keys = madeUpStripeKeys();
    undo.ownerToken = ownerToken;
    undo.paymentAccount = paymentAccount;
    await ownerPage.goto('/organization/prop-trading-settings');
    await ownerPage.getByRole('tab', { name: 'Payments' }).click();
    const webhookUrl = ownerPage.getByTestId('payments-webhook-url');
    await expect(webhookUrl).toHaveText(`${API}/api/payments/webhooks/stripe/${firmId}`);
    await ownerPage.getByRole('textbox', { name: 'Secret key', exact: true }).fill(keys.secretKey);
    await ownerPage
      .getByRole('textbox', { name: 'Webhook signing secret', exact: true })
      .fill(keys.webhookSecret);
    await ownerPage.getByRole('button', { name: 'Test and connect' }).click();
    await expect(ownerPage.getByText('The Stripe account is connected.')).toBeVisible();
    // The key was tested with Stripe (the stand-in) before it was saved.
    expect(stripe.requests.find(({ path }) => path === '/v1/account')?.authorization).toBe(
      `Bearer ${keys.secretKey}`,
    );
    stripe.sendEventsOf(keys.secretKey, {
      url: (await webhookUrl.innerText()).trim(),
      secret: keys.webhookSecret,
    });

    // A new trader of the firm applies the demo discount code and buys the first plan.
    const email = `card.buyer.${Date.now()}@e2e.propdesk.test`;
    await createVerifiedTrader(page, { email, password: PASSWORD, firstName: 'Carla' });
    const traderToken = await signInThroughApi(page.request, { email, password: PASSWORD, portal: 'client' });
    await page.goto('/pricing');
    await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Code WELCOME10 applied')).toBeVisible();
    await page
      .getByTestId('plan-card')
      .first()
      .getByRole('button', { name: 'Buy the $25,000 account' })
      .click();

    // Stripe's hosted page (the stand-in's) asks for the discounted price: $99 less 10 %.
    await page.waitForURL(`${E2E_STRIPE_API_BASE_URL}/pay/**`);
    await expect(page.getByTestId('amount')).toHaveText('$89.10');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the order's page: paid, through the firm's own account, and the account is open.
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByTestId('order-summary')).toContainText('WELCOME10');
    const toAccount = page.getByRole('link', { name: 'Go to the account' });
    await expect(toAccount).toBeVisible();
    const accountId =
      /\/accounts\/([0-9a-f-]{36})$/.exec((await toAccount.getAttribute('href')) ?? '')?.[1] ?? '';
    const { account } = await detailOf(page.request, traderToken, accountId);
    expect(account.status).toBe('active');
    const sessions = stripe.requests.filter(({ path }) => path === '/v1/checkout/sessions');
    expect(sessions.at(-1)?.authorization).toBe(`Bearer ${keys.secretKey}`);

    // The owner refunds it from the client's page; the summary names the account that closes.
    await ownerPage.goto('/organization/clients');
    await ownerPage.getByRole('searchbox', { name: 'Search clients' }).fill(email);
    const client = ownerPage.getByRole('link', { name: 'Open Carla Tester' });
    await expect(client).toHaveCount(1);
    await client.click();
    const orders = ownerPage.getByRole('table', { name: 'Orders' });
    await orders.getByRole('button', { name: /^Refund the order of/ }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Refund order' });
    await expect(dialog.getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('89.1');
    await expect(dialog.getByRole('status')).toContainText(`The account ${account.login} will be closed.`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bought by mistake, asked the same day');
    await dialog.getByRole('button', { name: 'Refund $89.10' }).click();
    await expect(ownerPage.getByText('$89.10 refunded.')).toBeVisible();
    await expect(orders.getByText('Refunded $89.10')).toBeVisible();
    await expect(ownerPage.getByRole('list', { name: 'Money movements' })).toContainText(
      'Bought by mistake, asked the same day',
    );
    const accounts = ownerPage.getByRole('table', { name: 'Trading accounts' });
    await expect(accounts.getByRole('row', { name: new RegExp(account.login) })).toContainText('Closed');

    // The refund went to the firm's own Stripe account, for the PaymentIntent it was paid with.
    const refund = stripe.requests.find(({ path }) => path === '/v1/refunds');
    expect(refund?.authorization).toBe(`Bearer ${keys.secretKey}`);
    expect(refund?.form).toMatchObject({
      amount: '8910',
      payment_intent: expect.stringMatching(/^pi_test_standin_/),
    });

    // The trader's account reads closed.
    await page.goto(`/accounts/${accountId}`);
    await expect(page.getByTestId('account-status').first()).toHaveText('Closed');
  } finally {
    await owner.close();
  }
});
