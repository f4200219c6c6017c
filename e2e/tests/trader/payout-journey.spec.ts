import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signInThroughApi } from '../../fixtures/accounts.ts';
import { detailOf, newTraderWithChallenge, postAsTrader } from '../../fixtures/challenges.ts';
import { approveIdentityCheck, freshSurname, sendIdentityCheckThroughApi } from '../../fixtures/identity.ts';
import { advanceClockTo, findMinute, onHeldClock, serverNow } from '../../fixtures/simulated-market.ts';

// The journey lives on the test clock alone, never on the minute of the real day.
onHeldClock(test);

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * One winning trade on the account: 2 lots of gold bought and sold $2 higher, a $400 closed profit.
 * The market is a deterministic walk over the server's clock: when no such exit comes within six hours
 * of now, the clock moves on an hour at a time until one does. Answers when the trade opened and its profit.
 */
async function winOneTrade(
  request: APIRequestContext,
  token: string,
  accountId: string,
): Promise<{ openedAt: number; profitMinor: number }> {
  let opened = await serverNow(request);
  let exitAt = findMinute('GOLD', opened, opened + 6 * HOUR, { gain: 2 });
  for (let hours = 0; exitAt === null && hours < 72; hours += 1) {
    await advanceClockTo(request, opened + HOUR);
    opened = await serverNow(request);
    exitAt = findMinute('GOLD', opened, opened + 6 * HOUR, { gain: 2 });
  }
  if (exitAt === null) throw new Error('the simulated market offers no winning exit within three days');
  await postAsTrader(request, token, `/trading-accounts/${accountId}/positions`, {
    symbol: 'GOLD',
    side: 'buy',
    volume: 2,
  });
  await advanceClockTo(request, exitAt);
  const listed = await request.get(`${API}/api/trading-accounts/${accountId}/positions`, {
    headers: { ...ORIGIN, authorization: `Bearer ${token}` },
  });
  const { positions } = (await listed.json()) as { positions: { id: string }[] };
  expect(positions).toHaveLength(1);
  const closed = await postAsTrader(
    request,
    token,
    `/trading-accounts/${accountId}/positions/${positions[0]?.id ?? ''}/close`,
  );
  const profitMinor = closed.profitMinor ?? 0;
  expect(profitMinor).toBeGreaterThan(30_000);
  return { openedAt: opened, profitMinor };
}

/** The trader's share at the first payout's 70% split, rounded down to the cent, as the button shows it. */
function firstShare(profitMinor: number): string {
  const shareMinor = Math.floor((profitMinor * 70) / 100);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(shareMinor / 100);
}

test('a funded trader is paid: identity verified, payout requested from the checklist, approved and paid by the firm, then certified', async ({
  page,
  browser,
}) => {
  // A long journey through two browsers and a moving clock.
  test.setTimeout(240_000);
  const { token, accountId } = await newTraderWithChallenge(page, 'Nadia', {
    programTab: 'InstFunding',
  });
  const { login } = (await detailOf(page.request, token, accountId)).account;
  const { openedAt: firstTradeAt, profitMinor } = await winOneTrade(page.request, token, accountId);

  // Before the first-payout delay the checklist says when it opens, and the request is refused.
  await page.goto('/payouts');
  await expect(page.getByTestId('gate-first_payout_delay')).toContainText('Not met');
  await expect(page.getByTestId('gate-kyc_approved')).toContainText('Not met');
  await expect(page.getByRole('button', { name: 'Request payout' })).toBeDisabled();

  // The trader's identity is checked by the firm's owner, in a browser of their own (second factor).
  const legalName = `Nadia ${freshSurname('Tester')}`;
  await sendIdentityCheckThroughApi(page.request, token, legalName);
  const staff = await browser.newContext();
  try {
    const ownerPage = await staff.newPage();
    await signInThroughApi(ownerPage.request, DEMO.owner);
    await approveIdentityCheck(ownerPage, legalName);

    // Fourteen days after the first funded trade every gate is met.
    await advanceClockTo(page.request, firstTradeAt + 14 * DAY + HOUR);
    await page.reload();
    for (const gate of ['first_payout_delay', 'kyc_approved', 'minimum_amount', 'no_open_positions']) {
      await expect(page.getByTestId(`gate-${gate}`)).toContainText('Met:');
    }
    await page.getByRole('button', { name: 'Request payout' }).click();
    const form = page.getByRole('form', { name: 'Add a payout method' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Main bank');
    await form.getByRole('textbox', { name: 'Account holder' }).fill(legalName);
    await form.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    await form.getByRole('textbox', { name: 'BIC (SWIFT)' }).fill('COBADEFFXXX');
    await form.getByRole('button', { name: 'Save method' }).click();
    await expect(page.getByRole('radio', { name: /Main bank/ })).toBeChecked();
    // 70% of the closed profit: the amount the request button shows is what the trader is paid.
    await page.getByRole('button', { name: `Request ${firstShare(profitMinor)}`, exact: true }).click();
    await expect(page.getByText('Payout requested: the firm reviews it.')).toBeVisible();
    await expect(page.getByText('Waiting for review').first()).toBeVisible();

    // The owner reads the same checklist, approves, then records the transfer.
    await ownerPage.goto('/organization/payouts');
    await ownerPage.getByRole('button', { name: new RegExp(`^Review .* ${login}$`) }).click();
    await expect(ownerPage.getByTestId('gate-kyc_approved')).toContainText('Met:');
    await ownerPage.getByRole('button', { name: 'Approve' }).click();
    const reference = ownerPage.getByRole('textbox', { name: 'Transfer reference' });
    await expect(reference).toBeVisible();
    await reference.fill('SEPA-2026-0042');
    await ownerPage.getByRole('button', { name: 'Mark paid' }).click();
    await expect(ownerPage.getByText('Paid, reference SEPA-2026-0042')).toBeVisible();
  } finally {
    await staff.close();
  }

  // The paid payout is in the trader's history, and its certificate is issued (through the outbox).
  await page.goto('/payouts');
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  // The outbox issues the certificate just after the payment is recorded: wait for it, then read the page.
  await expect
    .poll(
      async () => {
        const listed = await page.request.get(`${API}/api/me/certificates`, {
          headers: { ...ORIGIN, authorization: `Bearer ${token}` },
        });
        const { certificates } = (await listed.json()) as { certificates: { kind: string }[] };
        return certificates.filter((certificate) => certificate.kind === 'payout').length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.goto('/certificates');
  const row = page.getByTestId('certificate-row').filter({ hasText: 'Payout received' });
  await expect(row).toHaveCount(1);
  const code = (await row.getByText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/).textContent())?.trim() ?? '';
  await page.goto(`/certificates/verify/${code}`);
  await expect(page.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(page.getByText(/Nadia/).first()).toBeVisible();
});
