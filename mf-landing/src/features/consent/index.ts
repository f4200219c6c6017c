export { CookieConsent, openCookieSettings } from './cookie-consent.tsx';
