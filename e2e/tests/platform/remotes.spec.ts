import { expect, test } from '@playwright/test';
import { DEMO, enterEliteArea, signInAs } from '../../fixtures/accounts.ts';

/** One page per remote: each route family is served by its own remote, from its own origin. */
const PAGES = [
  { path: '/dashboard', title: 'Dashboard', origin: 'http://localhost:3002', account: DEMO.trader },
  {
    path: '/admin/dashboard',
    title: 'Total Dashboard',
    origin: 'http://localhost:3003',
    account: DEMO.admin,
  },
  {
    path: '/organization/members',
    title: 'Members & Roles',
    origin: 'http://localhost:3004',
    account: DEMO.owner,
  },
  { path: '/elite/payouts', title: 'Payouts', origin: 'http://localhost:3005', account: null },
  {
    path: '/affiliate-registration',
    title: 'Become a Partner',
    origin: 'http://localhost:3006',
    account: DEMO.trader,
  },
] as const;

for (const { path, title, origin, account } of PAGES) {
  test(`${path} is rendered by the remote served from ${origin}`, async ({ page }) => {
    if (account) await signInAs(page, account);
    if (path.startsWith('/elite/')) await enterEliteArea(page);
    const remoteRequest = page.waitForRequest((request) => request.url().startsWith(`${origin}/`));
    await page.goto(path);
    await remoteRequest;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(title);
    // The shell's header stays outside the remote.
    await expect(page.getByTestId('portal-home-link')).toBeVisible();
  });
}

test('/trading-plans redirects to /pricing', async ({ page }) => {
  await signInAs(page, DEMO.trader);
  await page.goto('/trading-plans');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});
