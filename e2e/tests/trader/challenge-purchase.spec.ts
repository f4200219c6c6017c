import { expect, test } from '@playwright/test';
import { createVerifiedTrader, signInAs } from '../../fixtures/accounts.ts';

const PASSWORD = 'Saffron-Glacier-Meteor-31';

/** A trader buys a 2-step challenge and lands on the new account, judged by the frozen rules. */
test('a trader buys a 2-step challenge through the sandbox payment and sees the new account', async ({
  page,
}) => {
  const email = `buyer.${Date.now()}@e2e.propdesk.test`;
  await createVerifiedTrader(page, { email, password: PASSWORD, firstName: 'Bianca' });
  await signInAs(page, { email, password: PASSWORD, portal: 'client' });

  await page.goto('/trading-plans');
  await expect(page).toHaveURL(/\/pricing$/);
  const firstPlan = page.getByTestId('plan-card').first();
  await expect(firstPlan).toContainText('$25,000');
  await firstPlan.getByRole('button', { name: /Buy/ }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByTestId('order-summary')).toContainText('$99.00');
  await page.getByRole('button', { name: 'Approve test payment' }).click();

  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Challenge', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('$25,000.00').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/challenge-account.png', fullPage: true });

  await page.goto('/dashboard');
  await expect(page.getByText('$25,000.00').first()).toBeVisible();
});
