import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../../fixtures/accounts.ts';
import { latestMailedLink } from '../../fixtures/mailbox.ts';

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };

async function accessTokenOf(
  request: APIRequestContext,
  account: { email: string; password: string; portal: string },
) {
  const response = await request.post(`${API}/api/auth/sign-in`, { data: account, headers: ORIGIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

test("a suspended organization's member sees the gate, in the seed's Italian too", async ({
  page,
  request,
}) => {
  const slug = `gate-${Date.now()}`;
  const email = `member.${Date.now()}@propdesk.test`;
  const password = 'granite willow compass 64';

  // An admin creates an active firm; a trader signs up on its page and verifies the address.
  const adminToken = await accessTokenOf(request, DEMO.admin);
  const created = await request.post(`${API}/api/organizations`, {
    data: { name: 'Gate Test Firm', slug, status: 'active' },
    headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  const organizationId = ((await created.json()) as { id: string }).id;
  const signUp = await request.post(`${API}/api/auth/sign-up`, {
    data: {
      email,
      password,
      firstName: 'Mia',
      lastName: 'Member',
      country: 'ES',
      clientOrganizationSlug: slug,
    },
    headers: ORIGIN,
  });
  expect(signUp.status()).toBe(201);
  const tokenHash = new URL(await latestMailedLink(page, email, 'signup')).searchParams.get('token_hash');
  expect(
    (await request.post(`${API}/api/auth/verify-email`, { data: { tokenHash }, headers: ORIGIN })).ok(),
  ).toBe(true);

  // The firm is suspended; its member signs in.
  const suspended = await request.patch(`${API}/api/organizations/${organizationId}`, {
    data: { status: 'suspended' },
    headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  expect(suspended.ok()).toBe(true);
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const gate = page.getByTestId('organization-status-gate');
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(gate.getByRole('heading', { name: 'Account Sospeso' })).toBeVisible();
  await expect(gate.getByText('La tua organizzazione è stata sospesa.')).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Ricontrolla Status' })).toBeVisible();

  await gate.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
