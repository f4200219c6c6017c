import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from './languages.ts';
import { registerLazyTranslations } from './setup.ts';

/** The languages whose texts load on demand; English ships with the code. */
export type TOnDemandLanguage = Exclude<TLanguage, 'en'>;

/** A namespace of texts whose English is in and whose other languages come on demand. */
export interface LazyNamespace {
  readonly namespace: string;
  /**
   * What a first render waits for: null when the reader's language was in when the namespace was
   * defined, else the loading of that language. It never rejects (a language that fails to load falls
   * back to English), and once settled React's use() reads it without suspending again.
   */
  readonly loading: Promise<void> | null;
}

/** The fields React's use() reads to take a settled promise as it is instead of suspending once more. */
type TTrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/**
 * Registers a namespace with registerLazyTranslations when the module that defines it is evaluated:
 * English at once, each other language from its own chunk (`load`), fetched for the reader's language
 * now and for another one before setLanguage switches to it.
 */
export function defineLazyNamespace<T extends object>(
  namespace: string,
  english: T,
  load: Record<TOnDemandLanguage, () => Promise<T>>,
): LazyNamespace {
  const loading: TTrackedPromise | null = registerLazyTranslations(
    namespace,
    { language: 'en', catalog: english },
    (language) => (language === 'en' ? Promise.resolve(english) : load[language]()),
  );
  if (loading !== null) {
    loading.status = 'pending';
    void loading.then(() => {
      loading.status = 'fulfilled';
      loading.value = undefined;
    });
  }
  return { namespace, loading };
}

/**
 * useTranslation over lazy namespaces: suspends until every one of them has the reader's language
 * (the nearest Suspense boundary shows meanwhile; in the portal, the shell's remote loader), so a page
 * never shows raw keys. `t` looks a key up in the namespaces in the order given.
 */
export function useLazyTranslation(...namespaces: LazyNamespace[]) {
  // use() is called for the same namespaces on every render, as React requires; a settled one returns
  // at once. Every loading has started at definition, so the namespaces load side by side.
  for (const entry of namespaces) if (entry.loading !== null) use(entry.loading);
  return useTranslation(
    namespaces.map((entry) => entry.namespace),
    { nsMode: 'fallback' },
  );
}
