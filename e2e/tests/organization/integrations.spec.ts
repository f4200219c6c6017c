import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';

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
