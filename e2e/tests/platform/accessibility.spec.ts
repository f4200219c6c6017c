import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

/** No serious or critical axe violations on the public site (WCAG 2.1 A and AA rules). */
const PAGES = [
  { path: '/', ready: 'landing-page' },
  // A tenant's landing, in the tenant's own (dark) colours.
  { path: '/client/vegafundedelite', ready: 'landing-page' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/cookies', heading: /Cookie/ },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/risk-disclosure', heading: 'Risk Disclosure' },
  { path: '/white-label-checkout', heading: 'Your own prop firm, on our platform' },
] as const;

for (const page of PAGES) {
  test(`${page.path} has no serious or critical accessibility violations`, async ({ page: browser }) => {
    // The landings as they run; the other pages as first painted (the FAQ from its HTML).
    if ('ready' in page) await openPublicPage(browser, page.path);
    else await browser.goto(page.path);
    if ('ready' in page) await expect(browser.getByTestId(page.ready)).toBeVisible();
    else await expect(browser.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
    if ('ready' in page) {
      // The whole landing: the plans' table, and the sections that load on the way down.
      await expect(browser.getByTestId('rules-table')).toBeVisible();
      await browser.locator('footer').scrollIntoViewIfNeeded();
      await expect(browser.getByTestId('marketing-sections')).toBeVisible();
    }
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
