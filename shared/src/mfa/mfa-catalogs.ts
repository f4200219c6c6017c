import type { TranslationCatalogs } from '@propdesk/shared/i18n';
import { en, type MfaCatalog } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import { it } from './i18n/it.ts';

export const MFA_NAMESPACE = 'mfa';

/** The two-factor texts in every language, registered together by ./index.ts. */
export const mfaCatalogs: TranslationCatalogs<MfaCatalog> = { en, es, it };
