import { createContext, useContext, useEffect } from 'react';

/** How a page names itself: its title and description. */
export interface PageMeta {
  title: string;
  description: string;
}

const PageMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Given by the server that draws a page: told the page's names as the page draws, which it writes into
 * the page's head, since a page drawn on the server runs no effect.
 */
export const PageMetaCollector = PageMetaCollectorContext.Provider;

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** The page's one address for search engines: its origin and path, without query or fragment. */
function setCanonical(): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link === null) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = `${location.origin}${location.pathname}`;
  setMeta('property', 'og:url', link.href);
}

/**
 * SEO: each public page names itself in the current language — the <title>, the meta
 * description and their Open Graph twins, and its canonical address (the html `lang` follows the
 * language picker already).
 */
export function usePageMeta({
  title,
  description,
  isOwnPage = true,
}: {
  title: string;
  description: string;
  /** False inside a firm's own page (the embed): its head is the firm's, never touched. */
  isOwnPage?: boolean;
}): void {
  const collector = useContext(PageMetaCollectorContext);
  if (collector !== null && isOwnPage) collector({ title, description });
  useEffect(() => {
    if (!isOwnPage) return;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setCanonical();
  }, [title, description, isOwnPage]);
}
