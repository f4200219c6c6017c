import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

test('the funding tabs show the seeded plans and rules, read from the api', async ({ page }) => {
  await openPublicPage(page, '/');
  const funding = page.locator('#funding');
  await expect(funding.getByRole('tab', { name: '2-Step Challenge' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(funding.getByTestId('plan-card').first()).toContainText('$25,000');
  await expect(funding.getByTestId('plan-card').first()).toContainText('Fee $99');
  await expect(funding.getByTestId('rules-table')).toContainText('Maximum loss');
  await expect(funding.getByText('Refunded with your first payout')).toBeVisible();

  await funding.getByRole('tab', { name: '2-Step Challenge' }).focus();
  await page.keyboard.press('End');
  await expect(funding.getByRole('tab', { name: 'InstFunding' })).toHaveAttribute('aria-selected', 'true');
  await expect(funding.getByText('Scaling Plan')).toBeVisible();
  await expect(funding.getByText('Non-refundable')).toBeVisible();
});

test('the cookie banner stays until a choice is made, and the choice is remembered', async ({ page }) => {
  await openPublicPage(page, '/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await banner.getByRole('checkbox', { name: /^Analytics/ }).check();
  await banner.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));
  expect(stored).toMatchObject({
    essential: true,
    analytics: true,
    marketing: false,
    personalization: false,
  });
  await page.reload();
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();

  // The footer's Cookie settings reopens it.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
});

test('a ?ref code on the landing waits for sign-up', async ({ page }) => {
  await openPublicPage(page, '/?ref=PARTNER42');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pending_referral'))).toBe('PARTNER42');
  await page.goto('/sign-up');
  await expect(page.getByRole('textbox', { name: /Referral code/ })).toHaveValue('PARTNER42');
});

test('the FAQ and the privacy policy are reached from the footer, with the firm and the plans filled in', async ({
  page,
}) => {
  await openPublicPage(page, '/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click();
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'How much does a challenge cost?' });
  await question.click();
  await expect(page.getByText(/2-Step Challenge: from \$99, for a \$25,000 account/)).toBeVisible();
  await expect(page).toHaveTitle('Frequently Asked Questions | VegaFunded');

  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  await expect(page.getByText(/VegaFunded/).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('{{');
});

test('the landing switches language, its texts arriving with the choice, and keeps it on reload', async ({
  page,
}) => {
  await openPublicPage(page, '/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click();
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('it');
  await expect(
    page.locator('#funding').getByRole('heading', { name: 'Pacchetti di finanziamento' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.reload();
  await expect(
    page.locator('#funding').getByRole('heading', { name: 'Pacchetti di finanziamento' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inizia ora' })).toBeVisible();
});

test('the sections below the funding packages load on the way down, with the partner buttons', async ({
  page,
}) => {
  await openPublicPage(page, '/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click();
  await page.getByRole('link', { name: 'Features' }).first().click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Everything you need to get funded' }),
  ).toBeVisible();
  await page.locator('#about').scrollIntoViewIfNeeded();
  await expect(page.locator('#about').getByRole('link', { name: 'Become a Partner' })).toHaveAttribute(
    'href',
    '/affiliate-registration',
  );
  await expect(page.getByText('Accounts up to $200,000')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Restricted countries' })).toBeVisible();
});
