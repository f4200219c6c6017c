import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';
import { newTraderWithChallenge } from '../../fixtures/challenges.ts';
import { startWebhookReceiver } from '../../fixtures/webhook-receiver.ts';

const API = 'http://localhost:4000';

test('the demo owner creates an API key on the integrations page and reads the firm’s clients with it', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO.owner);
  await page.goto('/organization/api');
  const name = `E2E key ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Read clients' }).check();
  await page.getByRole('button', { name: 'Create the key' }).click();
  const secret = (await page.getByTestId('api-key-secret').locator('code').innerText()).trim();
  expect(secret).toMatch(/^pdkey_[\w-]{12}\.[\w-]{43}$/);
  await expect(page.getByTestId('api-keys').getByText(name)).toBeVisible();

  const clients = await request.get(`${API}/api/v1/clients?pageSize=5`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(clients.status()).toBe(200);
  expect(((await clients.json()) as { clients: unknown[] }).clients.length).toBeGreaterThan(0);
  const payouts = await request.get(`${API}/api/v1/payouts`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(payouts.status()).toBe(403);

  const row = page.getByTestId('api-keys').getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke the key' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  const refused = await request.get(`${API}/api/v1/clients`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});

test('the demo owner adds a webhook; a trader’s new account reaches the firm’s receiver, signed, and shows as delivered', async ({
  page,
  browser,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    const url = receiver.url('/hooks');
    await signInAs(page, DEMO.owner);
    await page.goto('/organization/api');
    await page.getByRole('textbox', { name: 'Address' }).fill(url);
    await page.getByRole('checkbox', { name: 'Account opened' }).check();
    await page.getByRole('button', { name: 'Add the webhook' }).click();
    const secret = (await page.getByTestId('webhook-secret').locator('code').innerText()).trim();

    const traderPage = await browser.newPage();
    const { accountId } = await newTraderWithChallenge(traderPage, 'Hook');
    expect(await receiver.signedDeliveryWith(accountId, secret)).toMatchObject({
      type: 'account.opened',
      data: { accountId },
    });

    const card = page.getByTestId('webhook-card').filter({ hasText: url });
    await card.getByRole('button', { name: 'Deliveries' }).click();
    await expect(card.getByTestId('webhook-deliveries').getByText('Delivered').first()).toBeVisible();
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove the webhook' }).click();
    await expect(card).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('the demo owner’s White Label Guide holds the firm’s own landing address, embed lines and examples', async ({
  page,
}) => {
  await signInAs(page, DEMO.owner);
  await page.goto('/organization/guide');
  await expect(page.getByTestId('guide-landing-url')).toHaveText(
    /^http:\/\/localhost:3000\/client\/[a-z0-9-]+$/,
  );
  await expect(
    page.getByText(/<script src="http:\/\/localhost:3001\/embed\.js" defer><\/script>/),
  ).toBeVisible();
  await expect(page.getByText(/curl -X POST 'http:\/\/localhost:4000\/api\/ingest\//)).toBeVisible();
  await expect(page.getByTestId('guide-step-state')).toHaveCount(7);
});
