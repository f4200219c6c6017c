import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

test('an anonymous visit to the landing logs no error: no session asked for, no request refused', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });

  await openPublicPage(page, '/');
  await expect(page.locator('#funding').getByTestId('plan-card').first()).toBeVisible();
  await page.mouse.wheel(0, 4_000);
  await openPublicPage(page, '/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});
