import { expect, test } from '@playwright/test';
import { openPublicPage } from '../../fixtures/public-page.ts';

/** Every interactive element of the landing is reachable with the keyboard alone. */
test('the landing’s controls are reached with Tab, in reading order, and work from the keyboard', async ({
  page,
}) => {
  await openPublicPage(page, '/');
  await expect(page.getByTestId('rules-table')).toBeVisible();

  const reached: string[] = [];
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
      }),
    );
  }
  for (const name of ['Home', 'Funding', 'Features', 'FAQ', 'Support', 'Get Started', 'Start Challenge']) {
    expect(reached).toContain(name);
  }
  // Reading order: the top bar before the hero.
  expect(reached.indexOf('Get Started')).toBeLessThan(reached.indexOf('Start Challenge'));

  // The funding tabs: one tab stop, arrows move between programs (WAI-ARIA tabs).
  const firstTab = page.getByRole('tab').first();
  await firstTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab').nth(1)).toBeFocused();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');

  // The cookie banner's choices answer Enter.
  const essential = page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' });
  await essential.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});
