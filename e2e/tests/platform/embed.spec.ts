import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { TPublicPlansResponse } from '@propdesk/shared/contracts';

/**
 * A firm's own web page — a third origin, neither the portal nor the api — pastes embed.js
 * and `<propdesk-landing org="…">`, and shows the firm's landing in its own colours with its plans,
 * styled apart from the page around it.
 */
const LANDING_ORIGIN = 'http://localhost:3001';
const API_ORIGIN = 'http://localhost:4000';
const PORTAL_ORIGIN = 'http://localhost:3000';
const TENANT = 'vegafundedelite';

/** The firm's page: its own loud styles, which must not reach the landing, and its own title. */
const FIRM_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Firm home</title>
    <style>
      body { font-family: serif; color: rgb(0, 128, 0); }
      a, button { background: rgb(255, 0, 0) !important; }
    </style>
    <script src="${LANDING_ORIGIN}/embed.js" defer></script>
  </head>
  <body>
    <p id="firm-text">Welcome to our firm.</p>
    <propdesk-landing org="${TENANT}"></propdesk-landing>
  </body>
</html>`;

let firmServer: Server;
let firmOrigin: string;

test.beforeAll(async () => {
  firmServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FIRM_PAGE);
  });
  await new Promise<void>((resolve) => firmServer.listen(0, '127.0.0.1', resolve));
  firmOrigin = `http://127.0.0.1:${(firmServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => firmServer.close(resolve));
});

test('embed.js shows a tenant’s landing, in its colours and with its plans, on a firm’s own page', async ({
  page,
  request,
}) => {
  const plans = (await (
    await request.get(`${API_ORIGIN}/api/public/organizations/${TENANT}/plans`)
  ).json()) as TPublicPlansResponse;
  const firstPlan = plans.programs[0]?.plans[0];
  expect(firstPlan).toBeDefined();

  await page.goto(firmOrigin);
  const landing = page.locator('propdesk-landing');
  // Playwright's locators pierce the open shadow root.
  await expect(landing.getByTestId('landing-page').getByText('VegaFunded Elite').first()).toBeVisible();

  // The tenant's seeded theme: gold buttons on a near-black landing, whatever the page says.
  expect(await landing.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(12, 10, 9)',
  );
  const getStarted = landing.getByRole('link', { name: 'Get Started' });
  expect(await getStarted.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(212, 175, 55)',
  );
  expect(await getStarted.evaluate((element) => getComputedStyle(element).fontFamily)).not.toBe('serif');

  // The plans are the api's: as many cards as the first program has plans, the first one's fee shown.
  await landing.locator('#funding').scrollIntoViewIfNeeded();
  await expect(landing.getByTestId('plan-card')).toHaveCount(plans.programs[0]!.plans.length);
  const fee = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: firstPlan!.currency,
    maximumFractionDigits: 0,
  }).format(firstPlan!.feeMinor / 100);
  await expect(landing.getByTestId('plan-card').first()).toContainText(fee);
  // Cards in the tenant's dark scheme, not white cards under its light text (the shadow root's own
  // element must carry the scheme: Mantine's component rules cannot see the host).
  const cardBackground = await landing
    .getByTestId('plan-card')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (cardBackground.match(/\d+/g) ?? []).map(Number);
  expect(red + green + blue).toBeLessThan(200);

  // Links lead to the tenant's pages on the portal, not to paths of the firm's site.
  await expect(getStarted).toHaveAttribute('href', `${PORTAL_ORIGIN}/client/${TENANT}/auth`);
  await expect(landing.locator('footer').getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute(
    'href',
    `${PORTAL_ORIGIN}/faq`,
  );

  // Nothing leaks the other way: the page keeps its styles, title and language, and gets no banner.
  expect(await page.locator('#firm-text').evaluate((element) => getComputedStyle(element).fontFamily)).toBe(
    'serif',
  );
  await expect(page).toHaveTitle('Firm home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(landing.getByTestId('cookie-banner')).toHaveCount(0);

  // The section anchors scroll within the landing and leave the page's address alone.
  await landing.getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await expect(landing.locator('#faq')).toBeInViewport();
  expect(page.url()).toBe(`${firmOrigin}/`);

  // The firm switches the language through the attribute.
  await landing.evaluate((element) => element.setAttribute('lang', 'es'));
  await expect(landing.getByRole('link', { name: 'Empezar', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
