import { describe, expect, it } from '@jest/globals';
import {
  haveThirdPartyScriptsLoaded,
  isPublicPath,
  markThirdPartyScriptsLoaded,
  THIRD_PARTY_SCRIPTS_ATTRIBUTE,
} from './public-pages.ts';
import { ADMIN_PATHS, ELITE_PATHS, ORGANIZATION_PATHS, SHELL_PATHS, TRADER_PATHS } from './routes.ts';

const example = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'acme');

describe('public pages', () => {
  it('are the landing, FAQ, legal and organization landing pages', () => {
    for (const path of ['/', '/landing', '/faq', '/terms', '/cookies', '/client/acme', '/faq/', '/FAQ']) {
      expect({ path, isPublic: isPublicPath(path) }).toEqual({ path, isPublic: true });
    }
  });

  it('never include a sign-in page, a signed-in area or an unknown path', () => {
    const others = [
      ...SHELL_PATHS,
      ...TRADER_PATHS,
      ...ADMIN_PATHS,
      ...ORGANIZATION_PATHS,
      ...ELITE_PATHS,
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
