/**
 * The modules every federated app shares as singletons (docs: Architecture). Mantine's core, hooks and
 * notifications are shared whole, so a portal remote may use any component without a shell release
 * (docs/adr/0010-whole-mantine-for-portal-remotes.md). react-router is not in the list on purpose: it is
 * shared through the facade `@propdesk/shared/router`, which webpack can tree-shake (its whole package
 * would add about 60 KB to every page; docs/adr/0003-facades-for-large-libraries.md).
 * Nor are i18next and react-i18next: apps reach them only through `@propdesk/shared/i18n`, which holds
 * the one instance, so they travel inside it, tree-shaken (react-i18next's Trans and HTML parser,
 * which no page uses, were 6 KB gzip of the landing's first load). Nor is `@propdesk/shared/contracts`:
 * front ends import only its types (ESLint), so its zod schemas stay out of browser bundles.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@propdesk/shared/domain',
  '@propdesk/shared/http',
  '@propdesk/shared/session',
  '@propdesk/shared/theme',
  '@propdesk/shared/i18n',
  '@propdesk/shared/federation',
  '@propdesk/shared/ui',
  '@propdesk/shared/ui-plain',
  '@propdesk/shared/ui-data',
  '@propdesk/shared/ui-forms',
  '@propdesk/shared/notify',
  '@propdesk/shared/notifications',
  '@propdesk/shared/format',
  '@propdesk/shared/trading-ui',
  '@propdesk/shared/router',
  '@propdesk/shared/mfa',
] as const;

/**
 * Packages whose code must exist exactly once across the production builds (the bundle check): two
 * copies would mean two React trees' worth of context, theme or router state that do not see each other.
 */
export const SINGLE_COPY_PACKAGES = [
  'react',
  'react-dom',
  '@mantine/core',
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
] as const;
