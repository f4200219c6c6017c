import { LANDING_PATHS } from './routes.ts';

/**
 * The public pages: the landing, the FAQ and legal pages, the white-label offer and each organization's
 * `/client/{slug}` landing, all of mf-landing's paths. They are the only pages where an organization's
 * consented analytics script and marketing pixel may run: the shell's server allows the tracking
 * origins only in their policy, the cookie banner loads the scripts only there, and the shell never
 * lets a document that showed one of them go on to show a sign-in page or a signed-in area.
 */
export const PUBLIC_PATHS: readonly string[] = LANDING_PATHS;

/**
 * Whether a path matches a pattern as the router matches it (a trailing slash and letter case do not
 * matter). Without react-router, so the shell's server uses the very same rule.
 */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => {
      const value = actual[index] ?? '';
      return segment.startsWith(':') ? value !== '' : segment.toLowerCase() === value.toLowerCase();
    })
  );
}

/** Whether a path is a public page. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchesPathPattern(pattern, pathname));
}

/**
 * Set on the document element once third-party code was added to the page. It stays after the script
 * element is removed (the code it ran does not go away), so the shell knows this document must not
 * hold a session: it loads a fresh document instead.
 */
export const THIRD_PARTY_SCRIPTS_ATTRIBUTE = 'data-third-party-scripts';

export function markThirdPartyScriptsLoaded(document: Document): void {
  document.documentElement.setAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE, 'loaded');
}

export function haveThirdPartyScriptsLoaded(document: Document): boolean {
  return document.documentElement.hasAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
}
