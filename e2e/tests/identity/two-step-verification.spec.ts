import { expect, test } from '@playwright/test';
import { createVerifiedTrader, signInAs } from '../../fixtures/accounts.ts';
import { codeOf } from '../../fixtures/authenticator.ts';

test('a trader turns on two-step verification at /profile, then signs in with a recovery code', async ({
  page,
}) => {
  const email = `grace.${Date.now()}@propdesk.test`;
  const password = 'harbor maple signal 73';
  await createVerifiedTrader(page, { email, password, firstName: 'Grace' });
  await signInAs(page, { email, password, portal: 'client' });

  await page.goto('/profile');
  const section = page.getByRole('heading', { name: 'Two-step verification' }).locator('..');
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByRole('img', { name: /QR code to add/ })).toBeVisible();
  const key = (await page.getByLabel('Cannot scan? Enter this key in the app instead:').innerText()).replace(
    /\s/g,
    '',
  );
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(codeOf(key));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  const recoveryCode = (
    await section
      .getByText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
      .first()
      .innerText()
  ).trim();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByText('9 recovery codes left.')).toBeVisible();
});
