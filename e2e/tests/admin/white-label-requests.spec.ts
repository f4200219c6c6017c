import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';

/**
 * Issue: admins see and handle white-label requests. A firm asks on /white-label-checkout, the demo
 * admin finds the request on /admin/organizations, marks it contacted with a note, and it stays so.
 */
test('a firm’s white-label request reaches the admin, who marks it contacted for good', async ({ page }) => {
  // Unique per run: the e2e database outlives a single test when a local server is reused.
  const company = `Nova Capital ${Date.now()}`;
  const note = 'Called Nina, demo booked for Friday';

  await page.goto('/white-label-checkout');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click();
  await page.getByRole('textbox', { name: /Company name/ }).fill(company);
  await page.getByRole('textbox', { name: /Your name/ }).fill('Nina Nova');
  await page.getByRole('textbox', { name: /Work email/ }).fill('nina@nova.example');
  await page.getByRole('textbox', { name: /Website/ }).fill('https://nova.example');
  await page.getByRole('combobox', { name: /Traders you expect/ }).click();
  await page.getByRole('option', { name: '100 to 1,000' }).click();
  await page
    .getByRole('textbox', { name: /What should we know/ })
    .fill('We run a trading school and want our own branded evaluations.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you — we received your request')).toBeVisible();

  await signInAs(page, DEMO.admin);
  await page.goto('/admin/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const row = page.getByTestId('white-label-request').filter({ hasText: company });
  await expect(row.getByTestId('request-status')).toHaveText('New');
  await expect(row.getByRole('link', { name: 'nina@nova.example' })).toHaveAttribute(
    'href',
    'mailto:nina@nova.example',
  );

  // The status menu opens from the keyboard.
  await row.getByRole('button', { name: `Change the status of ${company}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Mark as contacted' }).click();
  const dialog = page.getByRole('dialog', { name: `${company}: Contacted` });
  await dialog.getByRole('textbox', { name: /Internal note/ }).fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(row.getByTestId('request-status')).toHaveText('Contacted');

  await page.reload();
  const reloaded = page.getByTestId('white-label-request').filter({ hasText: company });
  await expect(reloaded.getByTestId('request-status')).toHaveText('Contacted');
  await reloaded.getByRole('button', { name: `Details of ${company}` }).click();
  const details = page.getByTestId('request-details');
  await expect(details).toContainText(note);
  await expect(details).toContainText(`by ${DEMO.admin.email}`);
  await page.keyboard.press('Escape');

  // On a phone the table scrolls sideways inside its panel, and the panel fits the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  const scroller = page.getByTestId('requests-scroll');
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollWidth > element.clientWidth))
    .toBe(true);
  const panel = await page.getByRole('region', { name: 'White-label requests' }).boundingBox();
  expect(panel === null ? Infinity : panel.x + panel.width).toBeLessThanOrEqual(375);
  await test.info().attach('white-label requests at 375 px', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
