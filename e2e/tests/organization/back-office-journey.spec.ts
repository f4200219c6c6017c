import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedTrader, DEMO, signInThroughApi } from '../../fixtures/accounts.ts';
import { codeOf } from '../../fixtures/authenticator.ts';
import { breakDailyLoss, detailOf, newTraderWithChallenge, postAsTrader } from '../../fixtures/challenges.ts';
import { latestMailedInvitationPath } from '../../fixtures/mailbox.ts';
import { advanceClockTo, onHeldClock } from '../../fixtures/simulated-market.ts';

// The journey lives on the test clock alone, never on the minute of the real day.
onHeldClock(test);

const API = 'http://localhost:4000';
const ORIGIN = { origin: 'http://localhost:3000' };
const MANAGER_PASSWORD = 'Tundra-Beacon-Orchard-38';

/** The trader's first breach, once the simulator has marked it (it does within a second or two). */
async function firstBreachId(request: APIRequestContext, token: string, accountId: string): Promise<string> {
  let breachId = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/api/trading-accounts/${accountId}`, {
          headers: { ...ORIGIN, authorization: `Bearer ${token}` },
        });
        const { breaches } = (await response.json()) as { breaches: { id: string }[] };
        breachId = breaches[0]?.id ?? '';
        return breachId;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return breachId;
}

/** Signs in at the organization portal's page, setting up the authenticator the role requires. */
async function signInWithNewAuthenticator(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/organization/auth');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Set up two-step verification')).toBeVisible();
  const key = await page.getByLabel('Cannot scan? Enter this key in the app instead:').innerText();
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(codeOf(key.replace(/\s/g, '')));
  await page.getByRole('button', { name: 'Turn on and sign in' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/organization\/dashboard$/);
}

test('a firm’s new manager joins by invitation and overturns a dispute; the platform admin and a support agent see what their roles allow', async ({
  page,
  browser,
}) => {
  // Four people in four browsers, and a breach on the simulated market.
  test.setTimeout(240_000);
  const trader = await newTraderWithChallenge(page, 'Dario');
  const { login } = (await detailOf(page.request, trader.token, trader.accountId)).account;
  // The fall is a spike: gold comes back within the day, before anyone decides the dispute.
  const { recoveredAt } = await breakDailyLoss(page.request, trader.token, trader.accountId, {
    recovery: -0.3,
  });
  const breachId = await firstBreachId(page.request, trader.token, trader.accountId);
  await advanceClockTo(page.request, recoveredAt ?? 0);
  await postAsTrader(
    page.request,
    trader.token,
    `/trading-accounts/${trader.accountId}/breaches/${breachId}/disputes`,
    {
      message: 'A one-minute spike in the gold feed; no real market traded there.',
    },
  );

  const owner = await browser.newContext();
  const manager = await browser.newContext();
  const admin = await browser.newContext();
  const agent = await browser.newContext();
  try {
    // The owner invites a manager from Members & Roles.
    const managerEmail = `marta.${Date.now()}@e2e.propdesk.test`;
    const ownerPage = await owner.newPage();
    await signInThroughApi(ownerPage.request, DEMO.owner);
    await ownerPage.goto('/organization/members');
    await ownerPage.getByRole('tab', { name: 'Invitations' }).click();
    const invite = ownerPage.locator('form').filter({ hasText: 'Invite a member' });
    await invite.getByRole('textbox', { name: 'Email' }).fill(managerEmail);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await ownerPage.getByRole('option', { name: 'Manager' }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(ownerPage.getByText(`Invitation sent to ${managerEmail}.`)).toBeVisible();

    // She has an account already: she opens the mailed link and signs in there, which accepts it;
    // her role signs in with a second factor, so she signs in again at the organization portal and sets it up.
    const managerPage = await manager.newPage();
    await createVerifiedTrader(managerPage, {
      email: managerEmail,
      password: MANAGER_PASSWORD,
      firstName: 'Marta',
    });
    await managerPage.goto(await latestMailedInvitationPath(managerPage, managerEmail));
    await expect(
      managerPage.getByText(`VegaFunded invites ${managerEmail} to join as manager.`),
    ).toBeVisible();
    await managerPage.getByRole('textbox', { name: 'Email', exact: true }).fill(managerEmail);
    await managerPage.getByRole('textbox', { name: 'Password', exact: true }).fill(MANAGER_PASSWORD);
    await managerPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(managerPage.getByText('You joined VegaFunded as manager.')).toBeVisible();
    await managerPage.getByRole('button', { name: 'Sign in to the organization portal' }).click();
    await signInWithNewAuthenticator(managerPage, managerEmail, MANAGER_PASSWORD);

    // The manager finds the trader, opens the account from the client's page and overturns the breach.
    await managerPage.goto('/organization/clients');
    await managerPage.getByRole('searchbox', { name: 'Search clients' }).fill(trader.email);
    // The list answers the search a moment later; a retried run has another Dario until then.
    const client = managerPage.getByRole('link', { name: 'Open Dario Tester' });
    await expect(client).toHaveCount(1);
    await client.click();
    await expect(managerPage.getByRole('heading', { name: 'Dario Tester' })).toBeVisible();
    const clientId = /\/organization\/clients\/([0-9a-f-]{36})\/details$/.exec(managerPage.url())?.[1] ?? '';
    await managerPage.getByRole('link', { name: `Open account ${login}` }).click();
    await expect(managerPage).toHaveURL(new RegExp(`/organization/accounts/${trader.accountId}$`));
    await managerPage.getByRole('button', { name: 'Overturn', exact: true }).click();
    const dialog = managerPage.getByRole('dialog', { name: 'Overturn the breach' });
    await dialog
      .getByRole('textbox', { name: /Reason for the trader/ })
      .fill('The feed spike was a data error: the breach is void.');
    await dialog.getByRole('button', { name: 'Overturn and reinstate' }).click();
    await expect(managerPage.getByTestId('dispute')).toContainText('Overturned: the breach is void');
    // The trader's account is open again, its position too, marked at today's recovered price.
    await expect
      .poll(async () => (await detailOf(page.request, trader.token, trader.accountId)).account.status)
      .toBe('active');

    // The platform admin reads the same client through the Organization View.
    const adminPage = await admin.newPage();
    await signInThroughApi(adminPage.request, DEMO.admin);
    await adminPage.goto('/admin/org-clients');
    await adminPage.getByRole('searchbox', { name: 'Search clients' }).fill(trader.email);
    const adminClient = adminPage.getByRole('button', { name: 'Open Dario Tester' });
    await expect(adminClient).toHaveCount(1);
    await adminClient.click();
    await expect(adminPage.getByRole('dialog').getByRole('cell', { name: login, exact: true })).toBeVisible();

    // A support agent has the lookup only: reading works, managing does not, the rest of the area is closed.
    const agentPage = await agent.newPage();
    const agentToken = await signInThroughApi(agentPage.request, DEMO.agent);
    await agentPage.goto('/support-agent/dashboard');
    await agentPage.getByRole('searchbox', { name: 'Search clients' }).fill(trader.email);
    const agentClient = agentPage.getByRole('button', { name: 'Open Dario Tester' });
    await expect(agentClient).toHaveCount(1);
    await agentClient.click();
    const lookup = agentPage.getByRole('dialog');
    await expect(lookup.getByRole('cell', { name: login, exact: true })).toBeVisible();
    await expect(lookup.getByRole('button', { name: 'Block sign-in' })).toHaveCount(0);
    await agentPage.goto('/organization/clients');
    await expect(agentPage).not.toHaveURL(/\/organization\/clients$/);
    const organizations = await agentPage.request.get(`${API}/api/me/organizations`, {
      headers: { ...ORIGIN, authorization: `Bearer ${agentToken}` },
    });
    const [membership] = ((await organizations.json()) as { organizations: { id: string }[] }).organizations;
    // The server refuses too, whatever a page shows.
    const block = await agentPage.request.post(
      `${API}/api/organizations/${membership?.id ?? ''}/clients/${clientId}/block`,
      { headers: { ...ORIGIN, authorization: `Bearer ${agentToken}` } },
    );
    expect(block.status()).toBe(403);
  } finally {
    await Promise.all([owner.close(), manager.close(), admin.close(), agent.close()]);
  }
});
