import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Linter } from 'eslint';

const REMOTES = ['mf-landing', 'mf-trader', 'mf-admin', 'mf-organization', 'mf-elite', 'mf-affiliate'];
const APPS = ['shell', ...REMOTES];

/** Import paths that reach into another app's folder or package. */
function appImportPatterns(apps: string[]): string[] {
  return apps.flatMap((app) => [`**/${app}/**`, `@propdesk/${app}`, `@propdesk/${app}/**`]);
}

const ROOT = import.meta.dirname;

/** The feature folders of one app, read from disk so that a new feature is covered without a config change. */
function featuresOf(app: string): string[] {
  const folder = path.join(ROOT, app, 'src', 'features');
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Layers of a front-end app, imports pointing down only: `app/` composes features; a feature uses
 * `components/`, `lib/` and `@propdesk/shared`, and another feature only through that feature's
 * `index.ts`; `components/` and `lib/` know no feature and no `app/`.
 */
function frontEndLayerZones(app: string): object[] {
  const source = path.join(ROOT, app, 'src');
  const features = path.join(source, 'features');
  return [
    {
      target: features,
      from: path.join(source, 'app'),
      message: 'A feature never imports app/: take it from props, a context set up by app/, lib/ or shared.',
    },
    {
      target: [path.join(source, 'components'), path.join(source, 'lib')],
      from: [path.join(source, 'app'), features],
      message: 'components/ and lib/ sit below the features and app/: move the piece down instead.',
    },
    ...featuresOf(app).map((feature) => ({
      target: path.join(features, feature),
      from: `${features}/**`,
      except: [`${features}/${feature}/**`, `${features}/*/index.ts`, `${features}/*/index.tsx`],
      message: 'A feature reaches another only through its index.ts, never into its internals.',
    })),
  ];
}

/**
 * Layers of the api: the pure engine; infrastructure that knows no domain; the domain modules; then
 * the composition on top (app.ts, the entity registry, seeders, CLIs and the Fastify plugins that wire
 * a module's rules into every request, such as route access). Beside them, api/src/test holds the
 * tests' fixtures and helpers, which no code that ships imports.
 */
const API_SOURCE = path.join(ROOT, 'api', 'src');
const API_LAYER_ZONES = [
  {
    target: path.join(API_SOURCE, 'engine'),
    from: API_SOURCE,
    except: ['./engine'],
    message: 'The rules engine is pure: it imports only itself and @propdesk/shared.',
  },
  {
    target: ['db', 'http', 'infra', 'config', 'logging', 'errors'].map((layer) =>
      path.join(API_SOURCE, layer),
    ),
    from: path.join(API_SOURCE, 'modules'),
    message:
      'Infrastructure imports no domain module; the composition (app.ts, the entity registry) joins them.',
  },
  {
    target: path.join(API_SOURCE, 'modules'),
    from: path.join(API_SOURCE, 'http', 'http-error.ts'),
    message: 'A module throws a DomainError; the HTTP layer alone maps its code to a status.',
  },
  {
    target: readdirSync(API_SOURCE)
      .filter((entry) => entry !== 'test')
      .map((entry) => path.join(API_SOURCE, entry)),
    from: path.join(API_SOURCE, 'test'),
    message: 'Code that ships never imports api/src/test: the fixtures and helpers there are for tests only.',
  },
];

/**
 * The api's modules reach each other only through a module's public face, its index.ts: what other
 * modules may use of it (docs: Architecture › api). A module's own files, its tests included, use its
 * other files freely. The composition above the modules (app.ts, the entity registry, seeders, CLIs,
 * plugins) and api/src/test wire modules' internals and keep their deep imports.
 */
const API_MODULES = path.join(API_SOURCE, 'modules');
const API_MODULE_ZONES = readdirSync(API_MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: path.join(API_MODULES, entry.name),
    from: `${API_MODULES}/**`,
    except: [`${API_MODULES}/${entry.name}/**`, `${API_MODULES}/*/index.ts`],
    message:
      "Import another module's index.ts, its public face, never its other files; if what you need is not there, export it from that index.ts.",
  }));

/** The folders of shared/src: contracts, domain constants and platform libraries (docs: Architecture › shared). */
const SHARED_PLATFORM_MODULES = [
  'contracts',
  'domain',
  'federation',
  'format',
  'http',
  'i18n',
  'mfa',
  'notifications',
  'notify',
  'router',
  'session',
  'standalone',
  'testing',
  'theme',
  'trading-ui',
  'ui',
  'ui-data',
  'ui-forms',
  'ui-plain',
];

function restrictImports(...patterns: object[]): Linter.RuleEntry {
  return ['error', { patterns }];
}

/**
 * What the landing's first screen loads draws no Mantine (docs/adr/0010-whole-mantine-for-portal-remotes.md):
 * neither Mantine nor the shared modules built on it. Types leave no code and stay allowed. The e2e
 * bundle budget checks the build itself.
 */
const noMantineOnFirstScreen = {
  group: [
    '@mantine/*',
    '@propdesk/shared/ui',
    '@propdesk/shared/ui-data',
    '@propdesk/shared/ui-forms',
    '@propdesk/shared/mfa',
    '@propdesk/shared/notifications',
    '@propdesk/shared/trading-ui',
  ],
  allowTypeImports: true,
  message:
    "The landing's first screen loads no Mantine: use plain markup and CSS modules, or load the Mantine part lazily inside a MantineScope (docs/adr/0010).",
};

/** What the shell loads for a public page (its bootstrap's static imports); the rest loads lazily. */
const SHELL_FIRST_SCREEN = [
  'shell/src/index.ts',
  'shell/src/bootstrap.tsx',
  'shell/src/app/{app,portal-layout,public-frame,shell-page,lazy-notifications-host}.tsx',
  'shell/src/app/federation/*.{ts,tsx}',
  'shell/src/features/errors/lazy-error-screen.tsx',
  'shell/src/features/navigation/route-change-loader.tsx',
  'shell/src/features/public-pages/*.{ts,tsx}',
  'shell/src/features/organizations/{organization-branding.tsx,public-queries.ts}',
  'shell/src/features/auth/pending-referral.ts',
  'shell/src/lib/*.{ts,tsx}',
];

/** The shared modules that public pages load. */
const SHARED_FIRST_SCREEN = [
  'contracts',
  'domain',
  'federation',
  'http',
  'i18n',
  'notify',
  'router',
  'session',
  'theme',
  'ui-plain',
].map((module) => `shared/src/${module}/**/*.{ts,tsx}`);

/** i18next and react-i18next travel inside @propdesk/shared/i18n, not as shared modules of their own. */
const i18nOnlyThroughSharedI18n = ['i18next', 'react-i18next'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    'Import from @propdesk/shared/i18n: it holds the one i18next instance; a copy of your own would never be initialised.',
}));

/** Apps take types only from contracts (the zod schemas stay out of browser bundles), and i18n from shared. */
const APP_RESTRICTED_PATHS = [
  {
    name: '@propdesk/shared/contracts',
    allowTypeImports: true,
    message: 'Import types only from contracts; constants come from @propdesk/shared/domain.',
  },
  ...i18nOnlyThroughSharedI18n,
];

const routerOnlyThroughSharedRouter = {
  group: ['react-router', 'react-router-dom', 'react-router/**'],
  message:
    "Import the router from @propdesk/shared/router: a second copy would not see the shell's location (docs/adr/0003).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.tools/**',
      'data/**',
      '.run/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: [...APPS, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The zod schemas stay out of browser bundles: front ends take types from contracts and values
    // from @propdesk/shared/domain (plain constants).
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: APP_RESTRICTED_PATHS }],
    },
  },
  {
    // The public site: only the white-label form, a page of its own loaded when visited, uses Mantine.
    files: ['mf-landing/src/**/*.{ts,tsx}', ...SHELL_FIRST_SCREEN],
    ignores: [
      'mf-landing/src/features/white-label/**',
      'shell/src/app/federation/remote-unavailable.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: APP_RESTRICTED_PATHS, patterns: [noMantineOnFirstScreen] },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/i18n/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: i18nOnlyThroughSharedI18n }],
    },
  },
  {
    files: SHARED_FIRST_SCREEN,
    ignores: ['shared/src/i18n/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: i18nOnlyThroughSharedI18n, patterns: [noMantineOnFirstScreen] },
      ],
    },
  },
  {
    files: ['shared/src/i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noMantineOnFirstScreen] }],
    },
  },
  // Import boundaries (ARCHITECTURE.md): a remote never imports another remote or the shell; shared
  // imports no app; the router comes only through @propdesk/shared/router.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          group: appImportPatterns(APPS.filter((app) => app !== remote)),
          message:
            'A remote never imports another remote or the shell; go through @propdesk/shared or props.',
        },
        routerOnlyThroughSharedRouter,
      ),
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          group: appImportPatterns(REMOTES),
          message: 'The shell loads remotes at run time only (remotes.json); never import them.',
        },
        routerOnlyThroughSharedRouter,
      ),
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: [...appImportPatterns(APPS), '**/api/**', '@propdesk/api', '@propdesk/api/**'],
        message: 'shared is imported by every app and imports none of them.',
      }),
    },
  },
  {
    // shared holds contracts, domain constants and platform libraries, never a screen (ADR 0015): a folder
    // outside this list is a page or a feature's screen, which lives in the remote that owns it.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...SHARED_PLATFORM_MODULES.map((module) => `shared/src/${module}/**`), 'shared/src/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'shared holds contracts, domain constants and platform libraries only: a screen lives in the remote that owns it (docs/adr/0015). A new platform library is added to SHARED_PLATFORM_MODULES.',
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          group: [...appImportPatterns(APPS), '**/api/**', '@propdesk/api', '@propdesk/api/**'],
          message: 'shared is imported by every app and imports none of them.',
        },
        routerOnlyThroughSharedRouter,
      ),
    },
  },
  {
    // No import cycles anywhere, and each layer imports only the ones below it (CODE_STYLE.md, "Layering").
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: APPS.flatMap((app) => frontEndLayerZones(app)) }],
    },
  },
  {
    // The api's integration tests drive the whole app and may reach across its layers.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...API_LAYER_ZONES, ...API_MODULE_ZONES, ...APPS.flatMap((app) => frontEndLayerZones(app))],
        },
      ],
    },
  },
  {
    // A module's tests may reach into its own files, and into other modules only through their index.ts.
    files: ['api/src/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: API_MODULE_ZONES }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
