import { certificatesTranslations } from '../features/certificates/i18n/index.ts';
import { consentTranslations } from '../features/consent/i18n/index.ts';
import { landingTranslations } from '../features/landing/i18n/index.ts';
import { legalTranslations } from '../features/legal/i18n/index.ts';
import { plansTranslations } from '../features/plans/i18n/index.ts';
import { sectionsTranslations } from '../features/sections/i18n/index.ts';
import { siteTranslations } from '../features/site/i18n/index.ts';
import { tickerTranslations } from '../features/ticker/i18n/index.ts';
import { whiteLabelTranslations } from '../features/white-label/i18n/index.ts';

/**
 * Every feature's texts, for a test that renders a piece of the landing without the exposed module
 * that waits for them. English is in at once; a test that switches language loads the others the way
 * the page does.
 */
export function registerLandingTranslations(): void {
  for (const translations of [
    certificatesTranslations,
    consentTranslations,
    landingTranslations,
    legalTranslations,
    plansTranslations,
    sectionsTranslations,
    siteTranslations,
    tickerTranslations,
    whiteLabelTranslations,
  ]) {
    void translations.ready();
  }
}
