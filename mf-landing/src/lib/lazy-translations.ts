import { use } from 'react';
import { registerLazyTranslations, type TLanguage } from '@propdesk/shared/i18n';

/**
 * Texts whose English ships with the code and whose other languages load on demand. Every feature of
 * the landing owns one (its `i18n/index.ts`); a page waits for its texts before it renders, so no
 * reader ever sees a raw key or a flash of English.
 */
export interface LazyTranslations {
  /**
   * Registers the texts on the first call. Null when the reader's language was in at that moment;
   * otherwise the promise of its arrival (the first visit of a Spanish or Italian reader), the same on
   * every later call, so a component passes it to React's `use` on every render, as `use` requires.
   */
  pending(): Promise<void> | null;
}

function settleOnce(start: () => Promise<void> | null): LazyTranslations {
  let pending: Promise<void> | null | undefined;
  return {
    pending() {
      if (pending === undefined) pending = start();
      return pending;
    },
  };
}

type TLoadedLanguage = Exclude<TLanguage, 'en'>;

/**
 * One namespace: English given, each other language loaded by `load` (a dynamic import of the module
 * that exports it under the language's name) when first needed.
 */
export function defineLazyTranslations<T extends object>(
  namespace: string,
  en: T,
  load: { [L in TLoadedLanguage]: () => Promise<{ [K in L]: T }> },
): LazyTranslations {
  return settleOnce(() =>
    registerLazyTranslations(namespace, { language: 'en', catalog: en }, (language) =>
      language === 'en'
        ? Promise.resolve(en)
        : (load[language] as () => Promise<Record<TLoadedLanguage, T>>)().then((module) => module[language]),
    ),
  );
}

/** Several namespaces waited for as one: the texts of everything a page shows at once. */
export function joinTranslations(...parts: readonly LazyTranslations[]): LazyTranslations {
  return settleOnce(() => {
    const waiting = parts.map((part) => part.pending()).filter((pending) => pending !== null);
    return waiting.length === 0 ? null : Promise.all(waiting).then(() => undefined);
  });
}

/** Suspends the calling component until these texts are in, in the reader's language. */
export function useTranslationsReady(translations: LazyTranslations): void {
  const pending = translations.pending();
  if (pending !== null) use(pending);
}
