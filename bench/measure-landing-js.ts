import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptTransfer {
  url: string;
  gzipBytes: number;
}

export interface LandingJsMeasurement {
  scripts: ScriptTransfer[];
  totalGzipKb: number;
}

/**
 * Loads the landing page, starts it as a reader does (its HTML is the page; a first pointer move starts
 * the app) and sums the gzip size of every script it fetched until it is interactive (the landing
 * rendered and the network went quiet). Sizes are recomputed with gzip from the bodies,
 * so the number does not depend on the server's compression settings.
 *
 * Kept free of import.meta: Playwright compiles specs that import it as CommonJS.
 */
export async function measureLandingJs(page: Page, url: string): Promise<LandingJsMeasurement> {
  const pending: Promise<ScriptTransfer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await page.mouse.move(1, 1);
  await page.getByTestId('landing-page').waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((entry): entry is ScriptTransfer => entry !== null);
  const totalGzipKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  return { scripts, totalGzipKb };
}
