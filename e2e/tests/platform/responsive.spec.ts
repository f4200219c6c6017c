import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';
import { openPublicPage } from '../../fixtures/public-page.ts';

/** The landing on a 375 px phone and a 1440 px desktop, screenshots attached to the report. */
async function openLanding(page: Page) {
  await openPublicPage(page, '/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.getByTestId('rules-table')).toBeVisible();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the landing fits the width, and the menu lives behind the burger', async ({ page }, testInfo) => {
    await openLanding(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#landing-mobile-menu');
    await expect(menu.getByRole('link', { name: 'Funding' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await testInfo.attach('landing-375', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the portal header of a platform admin, its busiest, fits the width with every control in reach', async ({
    page,
  }, testInfo) => {
    await signInAs(page, DEMO.admin);
    await page.goto('/admin/dashboard');
    const header = page.locator('header').first();
    for (const control of ['Switch organization', 'Account menu']) {
      await expect(header.getByRole('button', { name: control })).toBeVisible();
    }
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await testInfo.attach('admin-header-390', { body: await page.screenshot(), contentType: 'image/png' });
  });
});

test.describe('on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the landing shows the full top bar and the funding table side by side', async ({
    page,
  }, testInfo) => {
    await openLanding(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const cards = page.locator('#funding').getByTestId('plan-card');
    const [first, last] = [await cards.first().boundingBox(), await cards.last().boundingBox()];
    // Four plan cards in one row on a desktop.
    expect(first?.y).toBe(last?.y);
    await testInfo.attach('landing-1440', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
