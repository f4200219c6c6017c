import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';

test('the language picker switches the portal, and the choice survives a reload', async ({ page }) => {
  await signInAs(page, DEMO.trader);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  // The remote's own texts follow the shared i18n instance.
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '¡Vaya! Página no encontrada' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'it'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Oops! Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla Home' })).toBeVisible();
});
