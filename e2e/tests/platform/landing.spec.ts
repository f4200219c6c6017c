import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

test('the landing page loads from mf-landing with the default organization', async ({ page }) => {
  const landingRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/')) landingRequests.push(request.url());
  });
  await openPublicPage(page, '/');
  const landing = page.getByTestId('landing-page');
  await expect(landing).toBeVisible();
  // The brand name comes from the seeded default organization through the api.
  await expect(landing.getByRole('link', { name: 'VegaFunded', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(landingRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(landingRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('the landing links to sign-up and pricing', async ({ page }) => {
  await openPublicPage(page, '/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await page.getByRole('link', { name: 'Get Started' }).click();
  // The shell owns the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a tenant landing shows its own name, and an unknown tenant gets the 404 page', async ({ page }) => {
  await openPublicPage(page, '/client/vegafundedelite');
  await expect(page.getByTestId('landing-page').getByText('VegaFunded Elite').first()).toBeVisible();
  await openPublicPage(page, '/client/no-such-firm');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
