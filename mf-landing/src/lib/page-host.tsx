import { createContext, useContext } from 'react';

const PageHostContext = createContext<string | null>(null);

/** Given by the server that renders a page: the host of the request the page answers. */
export const PageHostProvider = PageHostContext.Provider;

/**
 * The host the page is served on, which decides the organization it shows (a firm's verified domain):
 * the browser's own, or on the server the request's.
 */
export function usePageHost(): string {
  const host = useContext(PageHostContext);
  return host ?? (typeof window === 'undefined' ? '' : window.location.hostname);
}
