import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from './languages.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { it } from './locales/it.ts';

/** The chosen language lives in localStorage under `language`, default `en`. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const COMMON_NAMESPACE = 'common';

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): TLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed iframe): the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

/**
 * False when the texts are a guest in someone else's page (the landing's embed.js): the host page's
 * `lang` attribute and stored language are then the host's, never touched.
 */
let ownsPage = true;

/**
 * Initialises the portal-wide i18next instance once. i18next and react-i18next live in this module, a
 * federation singleton, so remotes use this same instance and only add their own namespaces.
 */
export function initI18n(
  language?: TLanguage,
  { isGuestInPage = false }: { isGuestInPage?: boolean } = {},
): I18n {
  if (!i18next.isInitialized) {
    ownsPage = !isGuestInPage;
    language ??= ownsPage ? readStoredLanguage() : DEFAULT_LANGUAGE;
    void i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: {
        en: { [COMMON_NAMESPACE]: en },
        es: { [COMMON_NAMESPACE]: es },
        it: { [COMMON_NAMESPACE]: it },
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    syncDocumentLanguage(language);
  }
  return i18next;
}

/**
 * The page's `lang`, and the language as a cookie: the server that draws the public pages into their HTML
 * reads it to draw them in the reader's language (localStorage stays the portal's own record).
 */
function syncDocumentLanguage(language: TLanguage): void {
  if (!ownsPage || typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Namespaces whose other languages load on demand (registerLazyTranslations). */
const lazyNamespaces = new Map<string, (language: TLanguage) => Promise<object>>();

async function loadLazyBundles(language: TLanguage): Promise<void> {
  await Promise.all(
    [...lazyNamespaces].map(async ([namespace, load]) => {
      if (i18next.hasResourceBundle(language, namespace)) return;
      i18next.addResourceBundle(language, namespace, await load(language), true, false);
    }),
  );
}

export async function setLanguage(language: TLanguage): Promise<void> {
  try {
    if (ownsPage) globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted when storage is blocked; the switch still applies to this page.
  }
  // The texts first, then the switch: the page never shows a half-translated frame.
  await loadLazyBundles(language).catch(() => undefined);
  await i18next.changeLanguage(language);
  syncDocumentLanguage(language);
}

export type TranslationCatalogs<T> = Record<TLanguage, T>;

/** Lets a remote add its own namespace (its page texts) to the shared instance, in every language. */
export function registerTranslations<T extends object>(
  namespace: string,
  catalogs: TranslationCatalogs<T>,
): void {
  // A remote's module can be evaluated before anyone initialised i18n (its standalone dev page).
  initI18n();
  for (const language of SUPPORTED_LANGUAGES) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, catalogs[language], true, false);
    }
  }
}

/**
 * Like registerTranslations, but only `eager` ships with the caller's code; the other languages load
 * when they are first needed (the current one now, another before setLanguage switches to it). For
 * pages whose first load is budgeted (the landing). Answers null when the current language's texts
 * are already in, else a promise that resolves when they are.
 */
export function registerLazyTranslations<T extends object>(
  namespace: string,
  eager: { language: TLanguage; catalog: T },
  load: (language: TLanguage) => Promise<T>,
): Promise<void> | null {
  initI18n();
  if (!i18next.hasResourceBundle(eager.language, namespace)) {
    i18next.addResourceBundle(eager.language, namespace, eager.catalog, true, false);
  }
  lazyNamespaces.set(namespace, load);
  const current = i18next.language;
  if (!isSupportedLanguage(current) || i18next.hasResourceBundle(current, namespace)) return null;
  return loadLazyBundles(current).catch(() => undefined);
}
