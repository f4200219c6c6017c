import { expect, test, type Page } from '@playwright/test';
import { latestMailedLink } from '../../fixtures/mailbox.ts';

const PASSWORD = 'velvet thunder orchard 58';
const NEW_PASSWORD = 'quiet lantern harbour 91';

/**
 * Waits for a toast and closes it. Toasts show one at a time, so an open one would
 * hold back the next step's toast for its full 4 seconds.
 */
async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await toast.getByRole('button').click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('sign up → verify through the mailbox → sign in → reset the password → sign in again', async ({
  page,
}) => {
  const email = `ada.${Date.now()}@propdesk.test`;

  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Italy' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Check your inbox');

  // The mailbox lists the verification mail; its link confirms the address.
  await page.goto('/email-test');
  await expect(page.getByTestId('outbox-mail').filter({ hasText: email }).first()).toBeVisible();
  await page.goto(await latestMailedLink(page, email, 'signup'));
  await expectToast(page, 'Email verified');

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await expectToast(page, 'Login Successful');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Signed out successfully');

  // Forgot password → mailed link → new password → back to sign-in after 2 s.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Password Reset Email Sent');
  await page.goto(await latestMailedLink(page, email, 'recovery'));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('status')).toContainText('Password updated successfully');
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  await signIn(page, email, PASSWORD);
  await expectToast(page, 'Login Failed');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});
