import { describe, expect, it } from '@jest/globals';
import { haveThirdPartyScriptsLoaded, THIRD_PARTY_SCRIPTS_ATTRIBUTE } from '@propdesk/shared/federation';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  consentFromChoice,
  mayRunThirdPartyScripts,
  readConsent,
  syncTrackingScripts,
  writeConsent,
} from './consent-model.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const TRACKING = {
  analyticsScriptUrl: 'https://analytics.example.com/a.js',
  marketingPixelUrl: 'https://pixel.example.com/p.js',
};
const scriptsIn = (document: Document) =>
  [...document.head.querySelectorAll('script[data-propdesk-consent]')].map((script) => [
    script.getAttribute('data-propdesk-consent'),
    (script as HTMLScriptElement).src,
  ]);

describe('cookie consent model', () => {
  it('records the three choices with essential always on and the date', () => {
    expect(consentFromChoice('all', NOW)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      personalization: true,
      date: '2026-11-23T12:00:00.000Z',
    });
    expect(consentFromChoice('essential', NOW)).toMatchObject({
      analytics: false,
      marketing: false,
      personalization: false,
    });
    expect(
      consentFromChoice({ analytics: true, marketing: false, personalization: true }, NOW),
    ).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
  });

  it('stores and reads the choice; an unreadable, tampered or year-old one counts as none', () => {
    localStorage.clear();
    expect(readConsent(localStorage, NOW)).toBeNull();
    writeConsent(localStorage, consentFromChoice('essential', NOW));
    expect(readConsent(localStorage, NOW)?.analytics).toBe(false);

    expect(readConsent(localStorage, new Date(NOW.getTime() + CONSENT_MAX_AGE_MS + 1))).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent(localStorage, NOW)).toBeNull();
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ essential: false, analytics: true, date: NOW }),
    );
    expect(readConsent(localStorage, NOW)).toBeNull();
    expect(readConsent(undefined, NOW)).toBeNull();
  });

  it('loads a category’s script only when accepted and configured, and removes it when declined', () => {
    document.head.innerHTML = '';
    syncTrackingScripts(null, TRACKING, document);
    expect(scriptsIn(document)).toEqual([]);

    syncTrackingScripts(
      consentFromChoice({ analytics: true, marketing: false, personalization: false }, NOW),
      TRACKING,
      document,
    );
    expect(scriptsIn(document)).toEqual([['analytics', TRACKING.analyticsScriptUrl]]);

    syncTrackingScripts(consentFromChoice('all', NOW), TRACKING, document);
    syncTrackingScripts(consentFromChoice('all', NOW), TRACKING, document);
    expect(scriptsIn(document)).toEqual([
      ['analytics', TRACKING.analyticsScriptUrl],
      ['marketing', TRACKING.marketingPixelUrl],
    ]);

    syncTrackingScripts(consentFromChoice('essential', NOW), TRACKING, document);
    expect(scriptsIn(document)).toEqual([]);

    syncTrackingScripts(
      consentFromChoice('all', NOW),
      { analyticsScriptUrl: null, marketingPixelUrl: null },
      document,
    );
    expect(scriptsIn(document)).toEqual([]);
  });

  it('lets third-party scripts run only on public pages of a visitor known to have no session', () => {
    expect(mayRunThirdPartyScripts('anonymous', '/')).toBe(true);
    expect(mayRunThirdPartyScripts('anonymous', '/client/acme')).toBe(true);
    expect(mayRunThirdPartyScripts('unknown', '/')).toBe(false);
    expect(mayRunThirdPartyScripts('authenticated', '/faq')).toBe(false);
    expect(mayRunThirdPartyScripts('anonymous', '/auth')).toBe(false);
    expect(mayRunThirdPartyScripts('anonymous', '/client/acme/auth')).toBe(false);
    expect(mayRunThirdPartyScripts('anonymous', '/dashboard')).toBe(false);
  });

  it('marks the document once a script was added, and keeps the mark after it is removed', () => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
    syncTrackingScripts(consentFromChoice('essential', NOW), TRACKING, document);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(false);
    syncTrackingScripts(consentFromChoice('all', NOW), TRACKING, document);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(true);
    syncTrackingScripts(null, TRACKING, document);
    expect(scriptsIn(document)).toEqual([]);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(true);
    document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
  });
});
