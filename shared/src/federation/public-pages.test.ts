import { describe, expect, it } from '@jest/globals';
import {
  haveThirdPartyScriptsLoaded,
  isPublicPath,
  markThirdPartyScriptsLoaded,
  THIRD_PARTY_SCRIPTS_ATTRIBUTE,
} from './public-pages.ts';
import { SHELL_PATHS } from './routes.ts';

const example = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'acme');

describe('public pages', () => {
  it('are the landing, FAQ, legal and organization landing pages', () => {
    for (const path of ['/', '/landing', '/faq', '/terms', '/cookies', '/client/acme', '/faq/', '/FAQ']) {
      expect({ path, isPublic: isPublicPath(path) }).toEqual({ path, isPublic: true });
    }
  });

  // Every path a remote declares is checked too, in scripts/remote-navigation.test.ts.
  it('never include a sign-in page, a signed-in area or an unknown path', () => {
    const others = [
      ...SHELL_PATHS,
      '/dashboard',
      '/accounts/:accountId',
      '/admin/org-clients',
      '/organization/clients/:userId/details',
      '/elite/dashboard',
      '/client/acme/auth',
      '/client/acme/dashboard',
      '/client',
      '/client//',
      '/nowhere',
    ].map(example);
    for (const path of others) {
      expect({ path, isPublic: isPublicPath(path) }).toEqual({ path, isPublic: false });
    }
  });

  it('remembers on the document that third-party code ran in it', () => {
    document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(false);
    markThirdPartyScriptsLoaded(document);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(true);
    document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
  });
});
