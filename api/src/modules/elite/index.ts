/**
 * What other modules may use of elite: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { ELITE_PASS_COOKIE_NAME, type TElitePasses } from './elite-pass.ts';
export { DEMO_ELITE_ACCESS_CODE } from './elite.constants.ts';
