import { createContext, use, type ReactNode } from 'react';
import type { TBranding } from './organization-colors.ts';
import { pageThemeVariables } from './page-theme-variables.ts';

const BrandingContext = createContext<TBranding>(null);

/**
 * The branding of the organization whose page is on screen, chosen once by whoever owns the page (the
 * shell from the path, embed.js from its `org`), for everything that draws it: the plain page theme and
 * a Mantine provider loaded later for one part of the page.
 */
export function BrandingProvider({ branding, children }: { branding: TBranding; children: ReactNode }) {
  return <BrandingContext value={branding}>{children}</BrandingContext>;
}

export function useBranding(): TBranding {
  return use(BrandingContext);
}

/** Writes the page theme's custom properties on an element: the document's root, or embed.js's host. */
export function applyPageTheme(element: HTMLElement, branding: TBranding): void {
  for (const [name, value] of Object.entries(pageThemeVariables(branding))) {
    element.style.setProperty(name, value);
  }
}
