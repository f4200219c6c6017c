/**
 * The hero the shell's server paints into the HTML of `/` (scripts/serve/first-screen) so it appears
 * before any script has run. The landing releases it when its own hero is in; the shell when it shows
 * an error instead. Releasing removes its styles too, and unhides the app.
 */
export const FIRST_SCREEN_ID = 'first-screen';

export function releaseFirstScreen(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_ID)?.remove();
}
