import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { THIRD_PARTY_SCRIPTS_ATTRIBUTE, type TRemotesConfig } from '@propdesk/shared/federation';
import { Link } from '@propdesk/shared/router';
import { sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, sessionFixture } from '@propdesk/shared/testing';
import { RuntimeConfigProvider } from '../../lib/runtime-config-context.tsx';
import { TEST_RUNTIME_CONFIG } from '../../testing/render-shell.tsx';
import { needsFreshDocument, type DocumentBoundaryState } from './document-boundary.ts';
import { DocumentBoundaryGate } from './document-boundary-gate.tsx';

const ANONYMOUS_VISIT: DocumentBoundaryState = {
  documentPath: '/',
  pathname: '/',
  hasTrackingOrigins: true,
  haveThirdPartyScriptsLoaded: false,
  isSignedIn: false,
};

describe('needsFreshDocument', () => {
  it('takes a document where third-party scripts ran to sign-in or a signed-in area only through a fresh load', () => {
    const tracked = { ...ANONYMOUS_VISIT, haveThirdPartyScriptsLoaded: true };
    expect(needsFreshDocument({ ...tracked, pathname: '/faq' })).toBe(false);
    for (const pathname of ['/auth', '/client/acme/auth', '/dashboard', '/admin/auth', '/reset-password']) {
      expect({ pathname, fresh: needsFreshDocument({ ...tracked, pathname }) }).toEqual({
        pathname,
        fresh: true,
      });
    }
    // Even without tracking origins in remotes.json (whatever put them there).
    expect(needsFreshDocument({ ...tracked, hasTrackingOrigins: false, pathname: '/auth' })).toBe(true);
    // A session appearing in such a document: reload, so it lives only in a clean one.
    expect(needsFreshDocument({ ...tracked, isSignedIn: true })).toBe(true);
  });

  it('with tracking origins, keeps every document on one kind of page so its policy is the exact one', () => {
    expect(needsFreshDocument({ ...ANONYMOUS_VISIT, pathname: '/faq' })).toBe(false);
    expect(needsFreshDocument({ ...ANONYMOUS_VISIT, pathname: '/auth' })).toBe(true);
    expect(needsFreshDocument({ ...ANONYMOUS_VISIT, documentPath: '/auth', pathname: '/dashboard' })).toBe(
      false,
    );
    expect(needsFreshDocument({ ...ANONYMOUS_VISIT, documentPath: '/dashboard', pathname: '/' })).toBe(true);
  });

  it('without tracking origins or scripts, lets navigation stay in the page', () => {
    const plain = { ...ANONYMOUS_VISIT, hasTrackingOrigins: false };
    expect(needsFreshDocument({ ...plain, pathname: '/auth' })).toBe(false);
    expect(
      needsFreshDocument({ ...plain, documentPath: '/dashboard', pathname: '/', isSignedIn: true }),
    ).toBe(false);
  });
});

describe('DocumentBoundaryGate', () => {
  const reload = jest.fn<() => void>();

  function renderGate(path: string, config: TRemotesConfig = TEST_RUNTIME_CONFIG) {
    return renderWithProviders(
      <RuntimeConfigProvider config={config}>
        <DocumentBoundaryGate reload={reload}>
          <h1>Page</h1>
          <Link to="/auth">Sign in</Link>
          <Link to="/faq">FAQ</Link>
        </DocumentBoundaryGate>
      </RuntimeConfigProvider>,
      { path },
    );
  }

  beforeEach(() => {
    reload.mockClear();
    document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
    sessionStore.getState().clearSession();
  });
  afterEach(() => document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE));

  it('moving from a page where tracking ran to sign-in loads a fresh document and shows nothing meanwhile', () => {
    renderGate('/');
    document.documentElement.setAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE, 'loaded');
    act(() => screen.getByRole('link', { name: 'FAQ' }).click());
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    act(() => screen.getByRole('link', { name: 'Sign in' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Page' })).toBeNull();
  });

  it('reloads a page where tracking ran as soon as a session appears in it', () => {
    renderGate('/faq');
    document.documentElement.setAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE, 'loaded');
    act(() => sessionStore.getState().setSession(sessionFixture()));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with tracking origins configured, leaves the public pages by a fresh document', () => {
    renderGate('/', { ...TEST_RUNTIME_CONFIG, trackingScriptOrigins: ['https://analytics.example.com'] });
    act(() => screen.getByRole('link', { name: 'FAQ' }).click());
    expect(reload).not.toHaveBeenCalled();
    act(() => screen.getByRole('link', { name: 'Sign in' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing for a portal without tracking', () => {
    renderGate('/');
    act(() => screen.getByRole('link', { name: 'Sign in' }).click());
    act(() => sessionStore.getState().setSession(sessionFixture()));
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
