import { expect, test } from '@playwright/test';
import { DEMO, enterEliteArea, signInAs } from '../../fixtures/accounts.ts';

test('every part of the portal runs under the shell content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    // A permissions policy naming a feature Chromium does not know is reported on every page.
    if (/Content Security Policy|Permissions-Policy/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  // npm start serves plain http://localhost, not production: no HSTS.
  expect(response?.headers()['strict-transport-security']).toBeUndefined();
  // The app starts when the reader shows up; its scripts run under the same policy.
  await page.mouse.move(1, 1);
  await expect(page.getByTestId('landing-page')).toBeVisible();
  const signIn = await page.goto('/auth');
  expect(signIn?.headers()['permissions-policy']).toContain('geolocation=()');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAs(page, DEMO.trader);
  await enterEliteArea(page);
  for (const path of ['/dashboard', '/elite/payouts', '/affiliate-program']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await signInAs(page, DEMO.owner);
  await page.goto('/organization/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members & Roles' })).toBeVisible();
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Total Dashboard' })).toBeVisible();
  expect(violations).toEqual([]);
});
