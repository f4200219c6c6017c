import { isPublicPath } from '@propdesk/shared/federation';

export interface DocumentBoundaryState {
  /** The path this document was loaded at: the policy its server sent was written for that page. */
  documentPath: string;
  /** Where the router is now. */
  pathname: string;
  /** Whether remotes.json lists tracking origins, i.e. public pages' policy allows third-party scripts. */
  hasTrackingOrigins: boolean;
  /** Whether third-party code was added to this document (mf-landing's consent marks it). */
  haveThirdPartyScriptsLoaded: boolean;
  isSignedIn: boolean;
}

/**
 * Whether the shell must load a fresh document instead of rendering this location in the current one.
 * Third-party code that ran in a page keeps running (and keeps what it hooked) after its script element
 * is removed, and a policy is fixed for the life of a document; only a new document starts clean, with
 * the policy the server writes for its own path. So:
 * - a document where third-party scripts ran never shows a sign-in page or a signed-in area, and never
 *   holds a session;
 * - when tracking origins are configured, a document never crosses between public and other pages, so
 *   the policy in force always is the exact one of the page on screen (tracking origins only on public
 *   pages, which also lets the consented scripts load when a visitor comes back to one).
 * Without tracking origins nothing changes: navigation stays in the page.
 */
export function needsFreshDocument(state: DocumentBoundaryState): boolean {
  const isPublic = isPublicPath(state.pathname);
  if (state.haveThirdPartyScriptsLoaded && (state.isSignedIn || !isPublic)) return true;
  return state.hasTrackingOrigins && isPublicPath(state.documentPath) !== isPublic;
}
