import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

/** Every link and button target of the landing leads to the page it names. */
test('the landing’s links and buttons lead where they should', async ({ page }) => {
  await openPublicPage(page, '/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click();

  const footer = page.locator('footer');
  const footerTargets = {
    Pricing: '/pricing',
    Support: '/support',
    'Affiliate Program': '/affiliate-program',
    Terms: '/terms',
    'Risk Disclosure': '/risk-disclosure',
    Cookies: '/cookies',
    'Privacy Policy': '/privacy-policy',
    FAQ: '/faq',
  };
  for (const [name, href] of Object.entries(footerTargets)) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await expect(page.getByRole('link', { name: 'Start Challenge' }).first()).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'View Plans' }).first()).toHaveAttribute('href', '/pricing');

  await page.getByRole('button', { name: 'Support' }).first().click();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
    'href',
    // The default firm's own support address, from its organization profile.
    'mailto:support@vegafunded.example',
  );
  await page.keyboard.press('Escape');

  await page.locator('#about').scrollIntoViewIfNeeded();
  const partners = page.locator('#about');
  await expect(partners.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
    'href',
    '/affiliate-registration',
  );
  await expect(partners.getByRole('link', { name: 'Affiliate Program' })).toHaveAttribute(
    'href',
    '/affiliate-program',
  );

  for (const [name, path] of [
    ['Terms', '/terms'],
    ['Risk Disclosure', '/risk-disclosure'],
    ['Cookies', '/cookies'],
  ] as const) {
    await openPublicPage(page, '/');
    await page.locator('footer').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('{{');
  }
});

test('a tenant landing carries the tenant’s own colours', async ({ page }) => {
  await openPublicPage(page, '/client/vegafundedelite');
  await expect(page.getByTestId('landing-page').getByText('VegaFunded Elite').first()).toBeVisible();
  // The elite tenant's seeded theme: gold buttons on a near-black page.
  const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(body).toBe('rgb(12, 10, 9)');
  const button = page.getByRole('link', { name: 'Get Started' });
  // A tenant's visitors sign up with the tenant.
  await expect(button).toHaveAttribute('href', '/client/vegafundedelite/auth');
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(212, 175, 55)',
  );
});
