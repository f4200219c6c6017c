import { expect, test } from '@playwright/test';
import { DEMO, createVerifiedTrader, signInThroughApi } from '../../fixtures/accounts.ts';

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };

test("a suspended organization's member sees the gate, in Italian too", async ({ page, request }) => {
  const slug = `gate-${Date.now()}`;
  const email = `member.${Date.now()}@propdesk.test`;
  const password = 'granite willow compass 64';

  // An admin creates an active firm; a trader signs up on its page and verifies the address.
  const adminToken = await signInThroughApi(request, DEMO.admin);
  const created = await request.post(`${API}/api/organizations`, {
    data: { name: 'Gate Test Firm', slug, status: 'active' },
    headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  const organizationId = ((await created.json()) as { id: string }).id;
  await createVerifiedTrader(page, { email, password, firstName: 'Mia', clientOrganizationSlug: slug });

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
