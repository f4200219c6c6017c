import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';
import { startAppServer, stopAppServer } from '../../fixtures/servers.ts';

const TRADER_PORT = 3002;

test('a stopped remote shows the unavailable panel, the rest keeps working, Retry recovers', async ({
  page,
}) => {
  await signInAs(page, DEMO.trader);
  await stopAppServer('mf-trader');
  try {
    await page.goto('/dashboard');
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('This part of the portal is unavailable');
    // The shell's header is outside the failed remote and still works.
    await expect(page.getByTestId('portal-home-link')).toBeVisible();

    // Another remote still loads in the same page session.
    await page.getByTestId('portal-home-link').click();
    await expect(page.getByTestId('landing-page')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  } finally {
    await startAppServer('mf-trader', TRADER_PORT);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

const ORGANIZATION_PORT = 3004;

test('the admin’s Organization View comes from mf-organization: stopped, it shows Retry while the admin’s own pages work', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  const organizationEntry = page.waitForResponse(
    (response) => response.url().startsWith(`http://localhost:${ORGANIZATION_PORT}/`) && response.ok(),
  );
  await page.goto('/admin/org-clients');
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toBeVisible();
  await organizationEntry;

  await stopAppServer('mf-organization');
  try {
    await page.goto('/admin/org-clients');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // mf-admin's pages do not depend on mf-organization.
    await page.goto('/admin/organizations');
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await page.goto('/admin/org-clients');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  } finally {
    await startAppServer('mf-organization', ORGANIZATION_PORT);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toBeVisible();
});
