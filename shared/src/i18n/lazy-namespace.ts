import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from './languages.ts';
import { registerLazyTranslations } from './setup.ts';

/** The languages whose texts load on demand; English ships with the code. */
export type TOnDemandLanguage = Exclude<TLanguage, 'en'>;

/**
 * A namespace of texts whose English ships with the code and whose other languages come on demand: the
 * texts of one feature (CODE_STYLE.md, "i18n").
 */
export interface LazyNamespace {
  readonly namespace: string;
  /**
   * Null when the reader's language was in when the namespace was defined, else its loading: the same
   * promise on every call, so that React's use() is called on every render. It never rejects: a language
   * that fails to load falls back to English.
   */
  ready(): Promise<void> | null;
}

/** The fields React's use() reads to take a settled promise as it is instead of suspending once more. */
type TTrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

function tracked(loading: Promise<void> | null): TTrackedPromise | null {
  if (loading === null) return null;
  const promise: TTrackedPromise = loading;
  promise.status = 'pending';
  void promise.then(() => {
    promise.status = 'fulfilled';
    promise.value = undefined;
  });
  return promise;
}

/**
 * Defines and registers a feature's namespace when the module that defines it is evaluated: `english`
 * at once, each other language from its own chunk (`load`, a dynamic import), fetched for the reader's
 * language now and for another language before setLanguage switches to it. A page that embeds the
 * landing as a guest sets i18n up before it imports any feature (mf-landing's embed).
 */
export function defineLazyNamespace<T extends object>(
  namespace: string,
  english: T,
  load: Record<TOnDemandLanguage, () => Promise<T>>,
): LazyNamespace {
  const loading = tracked(
    registerLazyTranslations(namespace, { language: 'en', catalog: english }, (language) =>
      language === 'en' ? Promise.resolve(english) : load[language](),
    ),
  );
  return { namespace, ready: () => loading };
}

/**
 * Suspends the calling component until every namespace has the reader's language (the nearest Suspense
 * boundary shows meanwhile; in the portal, the shell's remote loader), so a page never shows raw keys.
 * For a page's root, which waits for everything it shows at once.
 */
export function useLazyNamespacesReady(...namespaces: readonly LazyNamespace[]): void {
  // Every loading started at definition, so the namespaces load side by side; use() is called for the same
  // promises on every render, as React requires, and a settled one returns at once.
  const loadings = namespaces.map((entry) => entry.ready());
  for (const loading of loadings) if (loading !== null) use(loading);
}

/**
 * useTranslation over lazy namespaces, once they are ready (useLazyNamespacesReady). `t` looks a key up
 * in the namespaces in the order given: a feature's own texts, then the texts its app shares.
 */
export function useLazyTranslation(...namespaces: readonly LazyNamespace[]) {
  useLazyNamespacesReady(...namespaces);
  return useTranslation(
    namespaces.map((entry) => entry.namespace),
    { nsMode: 'fallback' },
  );
}
