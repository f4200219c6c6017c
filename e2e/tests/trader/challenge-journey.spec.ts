import { expect, test } from '@playwright/test';
import { breakDailyLoss, detailOf, newTraderWithChallenge, postAsTrader } from '../../fixtures/challenges.ts';
import { advanceClockTo, findMinute, onHeldClock, serverNow } from '../../fixtures/simulated-market.ts';

// The journey lives on the test clock alone, never on the minute of the real day.
onHeldClock(test);

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };
const HOUR = 3_600_000;

test('a trader passes the 2-step challenge: winning simulated trades over the minimum days, then verification', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token, accountId } = await newTraderWithChallenge(page, 'Petra');

  // Day 1 through the trade ticket: 2 lots of gold, a $400+ gain to take within six hours. Prices are a
  // deterministic walk over the server's clock, so at some hours of the real day no such exit exists:
  // the test clock then moves on an hour at a time until one does (a day without a trade does not count).
  let opened = await serverNow(page.request);
  let exitAt = findMinute('GOLD', opened, opened + 6 * HOUR, { gain: 2 });
  for (let hours = 0; exitAt === null && hours < 72; hours += 1) {
    await advanceClockTo(page.request, opened + HOUR);
    opened = await serverNow(page.request);
    exitAt = findMinute('GOLD', opened, opened + 6 * HOUR, { gain: 2 });
  }
  const ticket = page.getByRole('region', { name: 'Trade ticket' });
  await ticket.getByRole('combobox', { name: 'Symbol' }).click();
  await page.getByRole('option', { name: 'GOLD', exact: true }).click();
  await ticket.getByRole('textbox', { name: /Volume/ }).fill('2');
  await ticket.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByTestId('position-row')).toContainText('GOLD');

  let day = 0;
  let closedDays = 0;
  for (; closedDays < 4 && day < 30; day += 1) {
    const detail = await detailOf(page.request, token, accountId);
    if (detail.account.status !== 'active') break;
    if (day > 0) {
      opened = await serverNow(page.request);
      exitAt = findMinute('GOLD', opened, detail.snapshot.day.nextResetAt - 60_000, { gain: 6.5 });
      if (exitAt === null) {
        // No good exit today: wait for tomorrow without trading (a day without a trade does not count).
        await advanceClockTo(page.request, detail.snapshot.day.nextResetAt + 60_000);
        continue;
      }
      await postAsTrader(page.request, token, `/trading-accounts/${accountId}/positions`, {
        symbol: 'GOLD',
        side: 'buy',
        volume: 2,
      });
    }
    if (exitAt === null) throw new Error('no exit for the first trade');
    await advanceClockTo(page.request, exitAt);
    const positions = (await (
      await page.request.get(`${API}/api/trading-accounts/${accountId}/positions`, {
        headers: { ...ORIGIN, authorization: `Bearer ${token}` },
      })
    ).json()) as { positions: { id: string }[] };
    for (const position of positions.positions) {
      await postAsTrader(
        page.request,
        token,
        `/trading-accounts/${accountId}/positions/${position.id}/close`,
      );
    }
    closedDays += 1;
    const after = await detailOf(page.request, token, accountId);
    if (after.account.status === 'passed') break;
    await advanceClockTo(page.request, after.snapshot.day.nextResetAt + 60_000);
  }

  // The page follows live: the challenge is passed and the verification account is one click away.
  await page.reload();
  await expect(page.getByText('Phase passed').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Go to your next account' }).click();
  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(accountId);
  await expect(page.getByText(/verification/i).first()).toBeVisible();
  await expect(page.getByText('$25,000.00').first()).toBeVisible();
});

test('a trader who breaches the daily loss sees the breach report and disputes it', async ({ page }) => {
  test.setTimeout(60_000);
  const { token, accountId } = await newTraderWithChallenge(page, 'Rocco');
  await breakDailyLoss(page.request, token, accountId);

  // The simulator marks the position within a second; the page hears it on its stream.
  const report = page.getByTestId('breach-report');
  await expect(report).toBeVisible({ timeout: 15_000 });
  await expect(report).toContainText(/daily loss/i);
  await expect(report).toContainText('$23,750.00');
  await report.getByRole('button', { name: 'Dispute this breach' }).click();
  await page
    .getByRole('textbox', { name: 'Your explanation' })
    .fill('The gold feed spiked for a minute; my stop would not have filled there.');
  await page.getByRole('button', { name: 'Send dispute' }).click();
  await expect(page.getByTestId('dispute')).toContainText('Dispute under review');
});
