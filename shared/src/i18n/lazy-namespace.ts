import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from './languages.ts';
import { registerLazyTranslations } from './setup.ts';

/** The languages whose texts load on demand; English ships with the code. */
export type TOnDemandLanguage = Exclude<TLanguage, 'en'>;

/** A namespace of texts whose English is in and whose other languages come on demand. */
export interface LazyNamespace {
  readonly namespace: string;
  /** Null when the reader's language is in; otherwise the promise to wait for before rendering. */
  pending(): Promise<void> | null;
}

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
  let pending = registerLazyTranslations(namespace, { language: 'en', catalog: english }, (language) =>
    language === 'en' ? Promise.resolve(english) : load[language](),
  );
  void pending?.then(() => {
    pending = null;
  });
  return { namespace, pending: () => pending };
}

/**
 * useTranslation over lazy namespaces: suspends until every one of them has the reader's language
 * (the nearest Suspense boundary shows meanwhile; in the portal, the shell's remote loader), so a page
 * never shows raw keys. `t` looks a key up in the namespaces in the order given.
 */
export function useLazyTranslation(...namespaces: LazyNamespace[]) {
  // Every wait starts before the first one suspends, so the namespaces load side by side.
  const waits = namespaces.map((entry) => entry.pending());
  for (const wait of waits) if (wait !== null) use(wait);
  return useTranslation(
    namespaces.map((entry) => entry.namespace),
    { nsMode: 'fallback' },
  );
}
