import { expect, test } from '@playwright/test';
import { DEMO, createVerifiedTrader, signInThroughApi } from '../../fixtures/accounts.ts';

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };
const FIRM_RED = 'rgb(190, 18, 60)';

test("a firm's trader sees the firm's colours and custom CSS on the dashboard, the shell's header untouched", async ({
  page,
  request,
}) => {
  const slug = `brand-${Date.now()}`;
  const email = `brand.${Date.now()}@propdesk.test`;
  const password = 'granite willow compass 64';

  // An admin creates a firm with its own background and custom CSS (the api scopes every selector).
  const adminToken = await signInThroughApi(request, DEMO.admin);
  const created = await request.post(`${API}/api/organizations`, {
    data: {
      name: 'Brand Test Firm',
      slug,
      status: 'active',
      theme: { backgroundColor: '#fdf4ff', customCss: 'h1, button { color: #be123c; }' },
    },
    headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  await createVerifiedTrader(page, { email, password, firstName: 'Bea', clientOrganizationSlug: slug });

  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const stylesheet = page.locator('head link[data-organization-stylesheet]');
  await expect(stylesheet).toHaveAttribute('href', `${API}/api/public/organizations/${slug}/custom.css`);
  const heading = page.locator('[data-organization-content] h1').first();
  await expect(heading).toHaveCSS('color', FIRM_RED);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 244, 255)');
  // The shell's own controls are outside the firm's reach.
  const languageButton = page.getByRole('button', { name: 'Language' });
  await expect(languageButton).toBeVisible();
  await expect(languageButton).not.toHaveCSS('color', FIRM_RED);
});
