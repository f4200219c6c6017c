import { expect, test } from '@playwright/test';
import { DEMO_ELITE_ACCESS_CODE } from '../../fixtures/accounts.ts';

test('the elite area asks for its access code: a wrong one is refused, the right one opens it', async ({
  page,
}) => {
  await page.goto('/elite/payouts');
  await expect(page).toHaveURL(/\/elite\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elite access' })).toBeVisible();

  const code = page.getByLabel('Access code');
  await code.fill('not-the-code');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByText('Invalid access code')).toBeVisible();
  await expect(page).toHaveURL(/\/elite\/auth$/);

  await code.fill(DEMO_ELITE_ACCESS_CODE);
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/elite\/dashboard$/);
  await expect(page.getByText('Access granted')).toBeVisible();

  // The pass is an httpOnly cookie for the api only; the code is not kept in the page.
  const pass = (await page.context().cookies()).find((cookie) => cookie.name === 'propdesk_elite');
  expect(pass).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(storage).not.toContain(DEMO_ELITE_ACCESS_CODE);

  await page.goto('/elite/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
});
