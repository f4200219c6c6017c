import { expect, test } from '@playwright/test';
import { DEMO, signInAs, signInThroughApi } from '../../fixtures/accounts.ts';
import { openPublicPage } from '../../fixtures/public-page.ts';

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };
const FIRM_RED = 'rgb(190, 18, 60)';
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)">' +
    '<rect width="40" height="40" rx="8" fill="#be123c"/><script>alert(1)</script></svg>',
);

test('a platform admin dresses a firm from its settings page: colours, font, CSS and logo reach the firm’s own pages, never the admin area', async ({
  page,
  request,
}) => {
  const slug = `brand-editor-${Date.now()}`;
  const adminToken = await signInThroughApi(request, DEMO.admin);
  const created = await request.post(`${API}/api/organizations`, {
    data: { name: `Brand Editor ${slug.slice(-6)}`, slug, status: 'active' },
    headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  const firmName = ((await created.json()) as { name: string }).name;

  await signInAs(page, DEMO.admin);
  await page.goto('/admin/org-settings');
  await page.getByRole('button', { name: 'Switch organization' }).click();
  await page.getByRole('textbox', { name: 'Search organizations...' }).fill(slug);
  await page.getByRole('option', { name: new RegExp(firmName) }).click();

  const form = page.getByRole('form', { name: 'Brand' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Background' }).fill('#fdf4ff');
  await form.getByRole('textbox', { name: 'Background' }).press('Enter');
  await form.getByRole('combobox', { name: 'Font' }).click();
  await page.getByRole('option', { name: 'Serif (Georgia, Times)' }).click();
  await form
    .getByRole('textbox', { name: 'Custom CSS' })
    .fill('h1 { color: #be123c; }\n@import url("https://evil.example/x.css");');
  await form.getByRole('button', { name: 'Save the brand' }).click();
  await expect(form.getByText('Brand saved.')).toBeVisible();
  await expect(page.getByTestId('brand-css-removed')).toContainText('@import');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a logo' }).click();
  await (await chooser).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
  await expect(page.getByText('Logo uploaded.')).toBeVisible();
  const logo = page.getByTestId('brand-logo');
  await expect(logo).toBeVisible();
  // Served by the api from another origin, cleaned: the browser draws it.
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The admin area keeps the platform's own look, whatever the firm chose.
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(253, 244, 255)');

  // The plans tab: a new size goes on sale.
  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Add a plan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Account size' }).fill('175000');
  await dialog.getByRole('textbox', { name: 'Fee' }).fill('649');
  await dialog.getByRole('button', { name: 'Save the plan' }).click();
  await expect(page.getByTestId('plans').getByText('$175,000.00')).toBeVisible();

  // The firm's own landing wears it all.
  await openPublicPage(page, `/client/${slug}`);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 244, 255)');
  await expect(page.locator('[data-organization-content] h1').first()).toHaveCSS('color', FIRM_RED);
  await expect(page.locator('body')).toHaveCSS('font-family', /Georgia/);
  const topBarLogo = page.getByRole('img', { name: firmName });
  await expect(topBarLogo).toBeVisible();
  await expect
    .poll(() => topBarLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});
