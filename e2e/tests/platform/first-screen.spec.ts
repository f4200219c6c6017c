import { expect, test } from '@playwright/test';

/**
 * For a fast first and largest contentful paint, the HTML of the landing's pages already holds the page
 * as mf-landing's server draws it, painted before any script; the running page takes its place, and an
 * error the shell shows is never hidden behind it.
 */
test('the landing, the FAQ and a firm’s landing are in their HTML, in every language', async ({
  request,
}) => {
  // The first request after the servers start may find nothing drawn yet (the page is then served without).
  await expect(async () => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<div id="first-screen"');
    expect(html).toMatch(/<h1[^>]*>Trade our capital. Keep the larger share of your profit.<\/h1>/);
    expect(html).toMatch(
      /<h1[^>]*>Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.<\/h1>/,
    );
  }).toPass();
  await expect(async () => {
    expect(await (await request.get('/faq')).text()).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
  }).toPass();
  await expect(async () => {
    expect(await (await request.get('/client/vegafundedelite')).text()).toContain('VegaFunded Elite');
  }).toPass();
  const portalPage = await (await request.get('/dashboard')).text();
  expect(portalPage).not.toContain('first-screen');
});

test('the running landing takes over from the painted one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Its page-wide rules left with it: the theme's own background is back in charge.
  await expect(page.locator('#root')).toBeVisible();
});

test('before any script runs, the reader’s stored language is the one painted', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  // No script of the portal loads: what shows is the server's HTML and its one inline script.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Iniciar desafío' })).toHaveAttribute('href', '/auth');
});

test('when the landing cannot load, the shell’s message replaces the painted hero', async ({ page }) => {
  await page.route('http://localhost:3001/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
});
