import { expect, test } from '@playwright/test';
import { DEMO, signInAs, signInThroughApi } from '../../fixtures/accounts.ts';

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };

test('a platform admin adds a domain for a firm, reads the TXT record to create, and removes it', async ({
  page,
  request,
}) => {
  const slug = `domains-${Date.now()}`;
  const adminToken = await signInThroughApi(request, DEMO.admin);
  const created = await request.post(`${API}/api/organizations`, {
    data: { name: `Domains ${slug.slice(-6)}`, slug, status: 'active' },
    headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  const firmName = ((await created.json()) as { name: string }).name;

  await signInAs(page, DEMO.admin);
  await page.goto('/admin/org-domains');
  await page.getByRole('button', { name: 'Switch organization' }).click();
  await page.getByRole('textbox', { name: 'Search organizations...' }).fill(slug);
  await page.getByRole('option', { name: new RegExp(firmName) }).click();
  await expect(page.getByText('No domain yet.')).toBeVisible();

  const domain = `portal.${slug}.example.com`;
  await page.getByRole('textbox', { name: 'Domain' }).fill(`https://${domain}/`);
  await page.getByRole('button', { name: 'Add the domain' }).click();
  await expect(page.getByText(/Enter a domain such as/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add the domain' }).click();

  const card = page.getByTestId('domain-card');
  await expect(card.getByText(domain, { exact: true })).toBeVisible();
  await expect(card.getByText('Waiting for the record')).toBeVisible();
  await expect(card.getByText(`_propdesk-verification.${domain}`)).toBeVisible();
  await expect(card.getByText(/^propdesk-verification=[\w-]{43}$/)).toBeVisible();

  await card.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove the domain' }).click();
  await expect(page.getByText('No domain yet.')).toBeVisible();
});
