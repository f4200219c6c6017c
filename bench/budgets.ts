/**
 * JavaScript budgets (gzip). The landing budget covers everything the landing page loads before it is
 * interactive (shell + mf-landing + shared modules): 250 KB is enforced, 170 KB is the target
 * (a naive build with all of Mantine shared is about 350 KB).
 */
export const LANDING_JS_BUDGET_KB = 250;
export const LANDING_JS_TARGET_KB = 170;
export const REMOTE_ENTRY_BUDGET_KB = 25;

/** The landing's targets on a throttled phone (Lighthouse's mobile conditions), for `npm run bench`. */
export const LANDING_LCP_TARGET_MS = 1_800;
export const LANDING_CLS_TARGET = 0.05;
