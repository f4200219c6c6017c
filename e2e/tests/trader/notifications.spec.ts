import { expect, test } from '@playwright/test';
import { createVerifiedTrader, signInThroughApi } from '../../fixtures/accounts.ts';
import {
  detailOf,
  newTraderWithChallenge,
  postAsTrader,
  TRADER_PASSWORD,
} from '../../fixtures/challenges.ts';
import { advanceClockTo, findMinute, onHeldClock, serverNow } from '../../fixtures/simulated-market.ts';

// The journey lives on the test clock alone, never on the minute of the real day.
onHeldClock(test);

const HOUR = 3_600_000;
/** One lot of gold is 100 ounces: a move of $1 an ounce is $100 of profit or loss. */
const OUNCES_PER_LOT = 100;

test('a simulator trade that uses half the daily loss allowance rings the bell live; the item opens the account; delete says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token, accountId } = await newTraderWithChallenge(page, 'Nadia');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // The opened account and the order's receipt are the first notifications.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });

  const detail = await detailOf(page.request, token, accountId);
  const allowance = (detail.snapshot.dailyLoss?.allowanceMinor ?? 0) / 100;
  expect(allowance).toBeGreaterThan(0);
  // A loss of about 60% of the allowance: past the 50% mark, short of the 80% one.
  const lossPerOunce = (allowance * 0.6) / OUNCES_PER_LOT;
  let opened = await serverNow(page.request);
  let lossAt = findMinute('GOLD', opened, opened + 6 * HOUR, { loss: lossPerOunce });
  for (let hours = 0; lossAt === null && hours < 72; hours += 1) {
    await advanceClockTo(page.request, opened + HOUR);
    opened = await serverNow(page.request);
    lossAt = findMinute('GOLD', opened, opened + 6 * HOUR, { loss: lossPerOunce });
  }
  if (lossAt === null) throw new Error('gold never fell far enough within three days');
  await postAsTrader(page.request, token, `/trading-accounts/${accountId}/positions`, {
    symbol: 'GOLD',
    side: 'buy',
    volume: 1,
  });

  // Somewhere else in the portal, the bell hears the warning without a reload.
  await page.goto('/dashboard');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await advanceClockTo(page.request, lossAt);
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread', { timeout: 15_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('3');

  await bell.click();
  const warning = page.getByRole('button', { name: /^Unread: Daily loss limit: 50% used/ });
  await expect(warning).toBeVisible();
  await warning.click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}$`));
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  await page.getByRole('button', { name: 'Delete notification: Your account is open' }).click();
  await expect(page.getByText('Notification deleted')).toBeVisible();
  await expect(page.getByText('The notification has been removed')).toBeVisible();
  // The receipt's notification stays, unread.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
});

test('the bell reads 99+ with 100 unread and lists the 10 newest with a link to all', async ({ page }) => {
  const email = `centum.${Date.now()}@e2e.propdesk.test`;
  await createVerifiedTrader(page, { email, password: TRADER_PASSWORD, firstName: 'Centum' });
  const token = await signInThroughApi(page.request, { email, password: TRADER_PASSWORD, portal: 'client' });
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A hundred notifications through the real outbox (the development tool publishes sample sign-in notices).
  await postAsTrader(page.request, token, '/dev/notifications', { count: 100 });
  await expect(bell).toHaveAccessibleName('Notifications, 100 unread', { timeout: 15_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('99+');

  await bell.click();
  await expect(page.getByTestId('notification-item')).toHaveCount(10);
  await page.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
});
