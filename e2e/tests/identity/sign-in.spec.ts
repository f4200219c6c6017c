import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';
import { freshDemoCode } from '../../fixtures/authenticator.ts';

test('a visitor opening a trader page is sent to /auth, signs in and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.trader.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.trader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Welcome, Tess')).toBeVisible();

  // The session survives a reload: the refresh cookie restores it, the token was only in memory.
  await page.reload();
  await expect(page.getByText('Welcome, Tess')).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('eyJ');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an admin on the client sign-in page is refused with the Access Denied toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText(
      'Admin and manager accounts cannot access the client portal. Please use /admin/auth to login.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an admin signs in at /admin/auth with an authenticator code and lands on /admin/dashboard', async ({
  page,
}) => {
  await page.goto('/admin/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The password alone is not enough for an admin: the second step asks for the authenticator's code.
  const code = page.getByRole('textbox', { name: /Authentication code/ });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not valid, please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth$/);
  await code.fill(await freshDemoCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Admin access granted!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Total Dashboard' })).toBeVisible();
});

test('a trader opening an admin page is sent to /dashboard', async ({ page }) => {
  await signInAs(page, DEMO.trader);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the sidebar remembers being collapsed across a reload', async ({ page }) => {
  await signInAs(page, DEMO.trader);
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');
});

test('the organization portal admits its owner and refuses a trader of the organization', async ({
  page,
}) => {
  await page.goto('/organization/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.trader.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.trader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Access denied. This portal is for the owners, admins and managers of an organization.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/auth$/);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Whoever runs an organization passes a second factor, like the platform's staff.
  await page
    .getByRole('textbox', { name: /Authentication code/ })
    .fill(await freshDemoCode(DEMO.owner.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/organization\/dashboard$/);
});
