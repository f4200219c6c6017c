import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';
import { newTraderWithChallenge } from '../../fixtures/challenges.ts';
import { startE2eDnsServer } from '../../fixtures/dns.ts';
import { startWebhookReceiver } from '../../fixtures/webhook-receiver.ts';

const API = 'http://localhost:4000';

/** A moment a week from now as a datetime-local input takes it (the browser's local time). */
function aWeekFromNow(): string {
  const at = new Date(Date.now() + 7 * 24 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The firm's primary colour: set, saved and answered by the brand form; answers the one it replaced. */
async function setPrimaryColour(page: Page, colour: string): Promise<string> {
  const brand = page.getByRole('form', { name: 'Brand' });
  const primary = brand.getByRole('textbox', { name: 'Primary' });
  const before = await primary.inputValue();
  await primary.fill(colour);
  await primary.press('Enter');
  await brand.getByRole('button', { name: 'Save the brand' }).click();
  await expect(brand.getByText('Brand saved.')).toBeVisible();
  return before;
}

test('the demo owner sets the firm up: colours, a stricter rule previewed and scheduled, a verified domain, an API key and a signed webhook', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const dns = await startE2eDnsServer();
  const receiver = await startWebhookReceiver();
  let originalPrimary: string | null = null;
  try {
    await signInAs(page, DEMO.owner);
    await page.goto('/organization/prop-trading-settings');
    originalPrimary = await setPrimaryColour(page, '#1d4ed8');

    // A stricter daily loss for the 2-step program, read as traders will read it.
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('button', { name: 'Start a new version' }).click();
    const rules = page.getByRole('form', { name: /^Rules of version \d+$/ });
    await rules.getByRole('textbox', { name: 'Daily loss allowance' }).fill('4');
    await expect(page.getByText(/− 4% × initial balance/).first()).toBeVisible();
    await rules.getByRole('textbox', { name: 'Daily loss allowance' }).fill('150');
    await expect(page.getByText('Problems to fix: 1')).toBeVisible();
    await rules.getByRole('textbox', { name: 'Daily loss allowance' }).fill('4');
    await expect(page.getByText('The rules are valid.')).toBeVisible();
    await rules.getByRole('button', { name: 'Save the draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();

    // What it would have done to the firm's recent accounts, replayed in the background.
    await page.getByRole('button', { name: 'Run an impact preview' }).click();
    await expect(
      page.getByText(/replayed under the draft|No account traded in the last 30 days/),
    ).toBeVisible({
      timeout: 60_000,
    });

    // Scheduled a week ahead: today's sales keep the rules in force.
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const schedule = page.getByRole('dialog');
    await schedule.getByRole('radio', { name: 'At a date and time' }).check();
    await schedule.getByLabel('Takes effect at').fill(aWeekFromNow());
    await schedule.getByRole('button', { name: 'Schedule it' }).click();
    await expect(page.getByText(/takes effect on/)).toBeVisible();
    const landing = await request.get(`${API}/api/public/organizations/default/plans`);
    const twoStep = (
      (await landing.json()) as { programs: { program: string; rules: { dailyLoss: { percent: number } } }[] }
    ).programs.find((program) => program.program === 'two_step');
    expect(twoStep?.rules.dailyLoss.percent).toBe(5);

    // A domain of its own, proven by the TXT record its DNS provider answers.
    const domain = `portal.journey-${Date.now()}.example.com`;
    await page.goto('/organization/domains');
    await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
    await page.getByRole('button', { name: 'Add the domain' }).click();
    const card = page.getByTestId('domain-card').filter({ hasText: domain });
    const token = (await card.getByText(/^propdesk-verification=[\w-]{43}$/).innerText()).trim();
    dns.setTxt(`_propdesk-verification.${domain}`, [[token]]);
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    // Removed again: a verified domain is where the firm's traders come back from a payment page, and
    // nothing resolves this one (the other journeys expect the platform's own address).
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove the domain' }).click();
    await expect(card).toHaveCount(0);

    // An API key that reads the firm's clients.
    await page.goto('/organization/api');
    await page.getByRole('textbox', { name: 'Name' }).fill(`Journey key ${Date.now()}`);
    await page.getByRole('checkbox', { name: 'Read clients' }).check();
    await page.getByRole('button', { name: 'Create the key' }).click();
    const key = (await page.getByTestId('api-key-secret').locator('code').innerText()).trim();
    const clients = await request.get(`${API}/api/v1/clients?pageSize=1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(clients.status()).toBe(200);

    // A webhook that hears of a new account, signed with its own secret.
    const url = receiver.url('/journey');
    await page.getByRole('textbox', { name: 'Address' }).fill(url);
    await page.getByRole('checkbox', { name: 'Account opened' }).check();
    await page.getByRole('button', { name: 'Add the webhook' }).click();
    const secret = (await page.getByTestId('webhook-secret').locator('code').innerText()).trim();
    const traderPage = await browser.newPage();
    const { accountId } = await newTraderWithChallenge(traderPage, 'Journey');
    expect(await receiver.signedDeliveryWith(accountId, secret)).toMatchObject({ type: 'account.opened' });
    const webhook = page.getByTestId('webhook-card').filter({ hasText: url });
    await webhook.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove the webhook' }).click();

    // The demo firm is left as it was: the scheduled version goes back to a draft and is discarded.
    await page.goto('/organization/prop-trading-settings');
    await page.getByRole('tab', { name: 'Rules' }).click();
    await page.getByRole('button', { name: 'Back to draft' }).click();
    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard it' }).click();
    await expect(page.getByRole('button', { name: 'Start a new version' })).toBeVisible();
  } finally {
    if (originalPrimary !== null) {
      await page.goto('/organization/prop-trading-settings');
      await setPrimaryColour(page, originalPrimary);
    }
    await receiver.close();
    await dns.close();
  }
});
