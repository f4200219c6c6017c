import { expect, test } from '@playwright/test';
import { createVerifiedTrader, DEMO, signInThroughApi } from '../../fixtures/accounts.ts';
import { TRADER_PASSWORD } from '../../fixtures/challenges.ts';
import { approveIdentityCheck, freshSurname, PDF, PNG } from '../../fixtures/identity.ts';

test('a trader sends an identity check from the profile and the firm’s owner approves it', async ({
  page,
  browser,
}) => {
  const email = `karla.${Date.now()}@e2e.propdesk.test`;
  const legalName = `Karla ${freshSurname('Tester')}`;
  await createVerifiedTrader(page, { email, password: TRADER_PASSWORD, firstName: 'Karla' });
  await signInThroughApi(page.request, { email, password: TRADER_PASSWORD, portal: 'client' });
  await page.goto('/profile');
  await expect(page.getByText('Not started')).toBeVisible();

  await page
    .getByLabel('Government ID, front')
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByLabel('Government ID, back')
    .setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByLabel(/^Proof of residence/)
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(3);
  await page.getByRole('textbox', { name: /Legal name/ }).fill(legalName);
  await page.getByLabel(/Date of birth/).fill('1991-03-08');
  await page.getByRole('combobox', { name: /Country of residence/ }).click();
  await page.getByRole('option', { name: 'Italy' }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Under review')).toBeVisible();

  // The firm's owner, in a browser of their own, reviews it (a sign-in with two-step verification).
  const staff = await browser.newContext();
  try {
    const ownerPage = await staff.newPage();
    await signInThroughApi(ownerPage.request, DEMO.owner);
    await approveIdentityCheck(ownerPage, legalName);
  } finally {
    await staff.close();
  }

  await page.reload();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Your identity is verified. You can request payouts.')).toBeVisible();
});

test('the funded demo trader’s payout certificate is listed and its code verifies on the public page', async ({
  page,
}) => {
  await signInThroughApi(page.request, DEMO.fundedTrader);
  await page.goto('/certificates');
  const row = page.getByTestId('certificate-row').filter({ hasText: 'Payout received' });
  await expect(row).toHaveCount(1);
  const code = (await row.getByText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/).textContent())?.trim() ?? '';
  expect(code).not.toBe('');

  await page.goto(`/certificates/verify/${code}`);
  await expect(page.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(page.getByText(/Fiona/).first()).toBeVisible();
  await page.goto('/certificates/verify/AAAA-AAAA-AAAA-AAAA');
  await expect(page.getByRole('heading', { name: 'No certificate has this code' })).toBeVisible();
});
