/**
 * The access code of the elite area on development and test installations, documented in the README
 * like the demo logins. Production never falls back to it: without ELITE_ACCESS_CODE_HASH the elite
 * area stays closed there.
 */
export const DEMO_ELITE_ACCESS_CODE = 'Vega-Elite-Access-2026';
