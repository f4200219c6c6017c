import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

/**
 * For a fast first and largest contentful paint, the HTML of the landing's pages already holds the page
 * as mf-landing's server draws it, in the reader's language, painted before any script. The app starts
 * at the reader's first sign (a pointer, a key, a scroll) and takes its place; an error the shell shows
 * is never hidden behind it.
 */
test('the landing, the FAQ and a firm’s landing are in their HTML, in the reader’s language', async ({
  request,
}) => {
  // The first request after the servers start may find nothing drawn yet (the page is then served without).
  await expect(async () => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<div id="first-screen"');
    expect(html).toMatch(/<h1[^>]*>Trade our capital. Keep the larger share of your profit.<\/h1>/);
    expect(html).toMatch(/<title>VegaFunded \| [^<]+<\/title>/);
  }).toPass();
  await expect(async () => {
    const html = await (await request.get('/', { headers: { cookie: 'language=es' } })).text();
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

test('a painted page runs no script until the reader shows up, then the running page takes over', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.locator('#first-screen')).toHaveCount(1);

  // A question opened on the picture opens on the running page, which then stands alone.
  await page.getByRole('button', { name: 'How much does a challenge cost?' }).click();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'How much does a challenge cost?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#root')).toBeVisible();
});

test('before any script runs, the page is in the reader’s language, and a choice made on cookies is kept', async ({
  page,
  context,
}) => {
  // What the portal stored on an earlier visit: the language (and its cookie) and the cookie choice.
  await context.addCookies([{ name: 'language', value: 'es', url: 'http://localhost:3000' }]);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'es');
    localStorage.setItem('cookie_consent', JSON.stringify({ essential: true }));
  });
  // No script of the portal loads: what shows is the server's HTML and its one inline script.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Iniciar desafío' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('region', { name: 'Valoramos tu privacidad' })).toHaveCount(0);
});

test('a page drawn in another language than the reader’s gives way to the app at once', async ({ page }) => {
  // Spanish stored, but no language cookie (an older visit): the page is drawn in English.
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.',
  );
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('when the landing cannot load, the shell’s message replaces the painted page', async ({ page }) => {
  await page.route('http://localhost:3001/**', (route) => route.abort());
  await openPublicPage(page, '/');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('a keyboard reader skips the landing’s top bar from the first key, whether the app has taken over or not', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#first-screen')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#page-main$/);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('main#page-main')).toBeFocused();
  // One main landmark: the shell's frame around the landing is not a second one.
  await expect(page.getByRole('main')).toHaveCount(1);
  // The next key leads into the page's content, not back through its top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#page-main') !== null)).toBe(true);
});
