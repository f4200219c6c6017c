import '@mantine/core/styles.css';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { buildOrganizationTheme, useBranding } from '@propdesk/shared/theme';
import { MantineProvider } from '@mantine/core';

const IsInsideScope = createContext(false);

/**
 * Mantine, themed for the organization on screen (useBranding), around whatever needs it: the shell's
 * portal pages, and a part of a public page loaded later (an error panel, a toast, a form). Public pages
 * render without Mantine (docs/adr/0010-whole-mantine-for-portal-remotes.md), so whatever first needs
 * it brings the provider, and its stylesheet, with it. Inside another scope it adds nothing: one provider
 * per page.
 */
export function MantineScope({
  children,
  env,
}: {
  children: ReactNode;
  /** Tests: Mantine's transitions and portals off, which jsdom cannot animate. */
  env?: 'test';
}) {
  const isInside = use(IsInsideScope);
  const branding = useBranding();
  const { theme, cssVariablesResolver, colorScheme } = useMemo(
    () => buildOrganizationTheme(branding),
    [branding],
  );
  if (isInside) return children;
  return (
    <IsInsideScope value>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={colorScheme}
        {...(env ? { env } : {})}
      >
        {children}
      </MantineProvider>
    </IsInsideScope>
  );
}
