import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Issue 4: no serious or critical axe violations on the public site (WCAG 2.1 A and AA rules). */
const PAGES = [
  { path: '/', ready: 'landing-page' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/cookies', heading: /Cookie/ },
] as const;

for (const page of PAGES) {
  test(`${page.path} has no serious or critical accessibility violations`, async ({ page: browser }) => {
    await browser.goto(page.path);
    if ('ready' in page) await expect(browser.getByTestId(page.ready)).toBeVisible();
    else await expect(browser.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
    // The funding table is part of the landing's first screen: wait for the plans too.
    if (page.path === '/') await expect(browser.getByTestId('rules-table')).toBeVisible();
    const results = await new AxeBuilder({ page: browser })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious).toEqual([]);
  });
}
