export { CookieConsent, CookieSettingsButton, openCookieSettings } from './cookie-consent.tsx';
export { consentTranslations } from './i18n/index.ts';
