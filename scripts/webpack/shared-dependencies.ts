/**
 * The modules every federated app shares as singletons (ARCHITECTURE.md). @mantine/core is not in the
 * list on purpose: Mantine is shared through `@propdesk/shared/ui`, see shared/src/ui/mantine.ts and
 * docs/adr/0003-mantine-through-shared-ui.md.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  '@propdesk/shared/contracts',
  '@propdesk/shared/http',
  '@propdesk/shared/session',
  '@propdesk/shared/theme',
  '@propdesk/shared/i18n',
  '@propdesk/shared/federation',
  '@propdesk/shared/ui',
] as const;

/** Packages whose code must exist exactly once across the production builds (the bundle check). */
export const SINGLE_COPY_PACKAGES = ['react', 'react-dom', '@mantine/core'] as const;
