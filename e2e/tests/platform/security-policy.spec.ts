import { expect, test } from '@playwright/test';

test('every part of the portal runs under the shell content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByTestId('landing-page')).toBeVisible();
  for (const path of [
    '/dashboard',
    '/admin/dashboard',
    '/organization/members',
    '/elite/payouts',
    '/affiliate-program',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
