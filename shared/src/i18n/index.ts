export {
  initI18n,
  setLanguage,
  registerTranslations,
  registerLazyTranslations,
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  COMMON_NAMESPACE,
  type TranslationCatalogs,
} from './setup.ts';
export {
  defineLazyNamespace,
  useLazyNamespacesReady,
  useLazyTranslation,
  type LazyNamespace,
  type TOnDemandLanguage,
} from './lazy-namespace.ts';
export { formatMoneyCentsIfAny, formatMoneyWithCents } from './money.ts';
export type { CommonCatalog } from './locales/en.ts';
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from './languages.ts';
export { useTranslation } from 'react-i18next';
