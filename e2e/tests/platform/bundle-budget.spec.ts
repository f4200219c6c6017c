import { expect, test } from '@playwright/test';
import { LANDING_JS_BUDGET_KB, LANDING_JS_TARGET_KB } from '../../../bench/budgets.ts';
import { measureLandingJs } from '../../../bench/measure-landing-js.ts';

test(`the landing loads at most ${LANDING_JS_BUDGET_KB} KB of JavaScript (gzip) before it is interactive`, async ({
  page,
}) => {
  const { totalGzipKb, scripts } = await measureLandingJs(page, '/');
  console.log(
    `landing JS: ${totalGzipKb.toFixed(1)} KB gzip in ${scripts.length} files (budget ${LANDING_JS_BUDGET_KB} KB, target ${LANDING_JS_TARGET_KB} KB)`,
  );
  expect(totalGzipKb).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
});
