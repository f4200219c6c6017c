import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { haveThirdPartyScriptsLoaded, THIRD_PARTY_SCRIPTS_ATTRIBUTE } from '@propdesk/shared/federation';
import { sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, sessionFixture } from '@propdesk/shared/testing';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { CONSENT_STORAGE_KEY } from './consent-model.ts';
import { CookieConsent, openCookieSettings } from './cookie-consent.tsx';

registerLandingTranslations();

const TRACKING = {
  analyticsScriptUrl: 'https://analytics.example.com/a.js',
  marketingPixelUrl: 'https://pixel.example.com/p.js',
};
const stored = () =>
  JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const loadedCategories = () =>
  [...document.head.querySelectorAll('script[data-propdesk-consent]')].map((script) =>
    script.getAttribute('data-propdesk-consent'),
  );

/** A visitor who accepted everything on an earlier visit. */
const storeAcceptAll = () =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      essential: true,
      analytics: true,
      marketing: true,
      personalization: true,
      date: new Date(),
    }),
  );

describe('CookieConsent', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(THIRD_PARTY_SCRIPTS_ATTRIBUTE);
    // The shell's start-up refresh found no session.
    sessionStore.getState().clearSession();
  });
  afterEach(() => localStorage.clear());

  it('shows until a choice is stored; Accept All loads the organization’s scripts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CookieConsent tracking={TRACKING} />);
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
    expect(loadedCategories()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(stored()).toMatchObject({
      essential: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
    expect(loadedCategories()).toEqual(['analytics', 'marketing']);
    unmount();

    // A stored choice is not asked again.
    renderWithProviders(<CookieConsent tracking={TRACKING} />);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('Essential Only loads nothing optional', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieConsent tracking={TRACKING} />);
    await user.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false, personalization: false });
    expect(loadedCategories()).toEqual([]);
  });

  it('Customize: essential cannot be switched off; Save Preferences stores the toggles; settings reopen it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieConsent tracking={TRACKING} />);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Analytics/ }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: false, personalization: false });
    expect(loadedCategories()).toEqual(['analytics']);

    act(() => openCookieSettings());
    expect(screen.getByRole('checkbox', { name: /^Analytics/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^Analytics/ }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    // Declining removes the script that was loaded.
    expect(loadedCategories()).toEqual([]);
  });

  it('waits for the session check, and loads nothing for a visitor who turns out to be signed in', () => {
    storeAcceptAll();
    sessionStore.setState({ status: 'unknown' });
    renderWithProviders(<CookieConsent tracking={TRACKING} />, { path: '/faq' });
    expect(loadedCategories()).toEqual([]);
    act(() => sessionStore.getState().setSession(sessionFixture()));
    expect(loadedCategories()).toEqual([]);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(false);
  });

  it('loads the accepted scripts on a public page once there is surely no session, and marks the page', () => {
    storeAcceptAll();
    sessionStore.setState({ status: 'unknown' });
    renderWithProviders(<CookieConsent tracking={TRACKING} />, { path: '/client/acme' });
    expect(loadedCategories()).toEqual([]);
    act(() => sessionStore.getState().clearSession());
    expect(loadedCategories()).toEqual(['analytics', 'marketing']);
    expect(haveThirdPartyScriptsLoaded(document)).toBe(true);

    // A session showing up takes them out of the page (and the shell loads a fresh document).
    act(() => sessionStore.getState().setSession(sessionFixture()));
    expect(loadedCategories()).toEqual([]);
  });

  it('loads nothing outside the public pages', () => {
    storeAcceptAll();
    renderWithProviders(<CookieConsent tracking={TRACKING} />, { path: '/client/acme/auth' });
    expect(loadedCategories()).toEqual([]);
  });
});
