import type { Page } from '@playwright/test';

export interface LandingVitals {
  /** Largest Contentful Paint, ms after navigation start. */
  lcpMs: number;
  /** Cumulative Layout Shift over the load (shifts without recent input). */
  cls: number;
}

/**
 * The mobile lab conditions the landing's targets are set for, as Lighthouse's mobile preset: a 375×812 phone
 * viewport (set by the caller's context), 4× CPU slowdown and a slow-4G network (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up).
 */
export async function throttleLikeMobile(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Loads the page, waits for it to settle and reads LCP and CLS from the browser's own performance
 * entries (buffered observers, the same sources Lighthouse uses).
 */
export async function measureLandingVitals(page: Page, url: string): Promise<LandingVitals> {
  await page.goto(url);
  await page.getByTestId('landing-page').waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<{ lcpMs: number; cls: number }>((resolve) => {
        let lcpMs = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpMs = Math.max(lcpMs, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive asynchronously; one frame later they are all in.
        setTimeout(() => resolve({ lcpMs, cls }), 200);
      }),
  );
}
