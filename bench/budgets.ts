/**
 * JavaScript budgets (gzip). The landing budget covers everything the landing page loads before it is
 * interactive (shell + mf-landing + shared modules), enforced by the e2e suite (bundle-budget.spec.ts).
 * The public pages load no Mantine (docs/adr/0010-whole-mantine-for-portal-remotes.md): the first load
 * measured 194.7 KB, so 200 KB is enforced and any growth fails; 170 KB stays the target, which needs
 * work beyond Mantine (react-dom alone is 65 KB, the federation runtime and the landing's remoteEntry 36 KB).
 */
export const LANDING_JS_BUDGET_KB = 200;
export const LANDING_JS_TARGET_KB = 170;
export const REMOTE_ENTRY_BUDGET_KB = 25;

/** The landing's targets on a throttled phone (Lighthouse's mobile conditions), for `npm run bench`. */
export const LANDING_LCP_TARGET_MS = 1_800;
export const LANDING_CLS_TARGET = 0.05;
