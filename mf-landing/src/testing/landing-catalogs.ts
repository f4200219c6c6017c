import type { TranslationCatalogs } from '@propdesk/shared/i18n';
import { en, type LandingCatalog } from '../i18n/catalog-en.ts';
import { es } from '../i18n/catalog-es.ts';
import { it } from '../i18n/catalog-it.ts';

/** Every language at once, for tests that render a piece of the landing alone. */
export const landingCatalogs: TranslationCatalogs<LandingCatalog> = { en, es, it };
