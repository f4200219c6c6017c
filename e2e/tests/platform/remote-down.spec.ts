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
