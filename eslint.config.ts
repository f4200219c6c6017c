import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import type { Linter } from 'eslint';

const REMOTES = ['mf-landing', 'mf-trader', 'mf-admin', 'mf-organization', 'mf-elite', 'mf-affiliate'];
const APPS = ['shell', ...REMOTES];

/** Import paths that reach into another app's folder or package. */
function appImportPatterns(apps: string[]): string[] {
  return apps.flatMap((app) => [`**/${app}/**`, `@propdesk/${app}`, `@propdesk/${app}/**`]);
}

function restrictImports(...patterns: object[]): Linter.RuleEntry {
  return ['error', { patterns }];
}

const mantineOnlyThroughSharedUi = {
  // Stylesheets are not modules: the shell imports Mantine's CSS directly.
  regex: '^@mantine/(?!.*\\.css$)',
  message:
    'Import Mantine from the @propdesk/shared/ui* facades: sharing the whole package would ship all of it (docs/adr/0003).',
};

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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@propdesk/shared/contracts',
              allowTypeImports: true,
              message: 'Import types only from contracts; constants come from @propdesk/shared/domain.',
            },
          ],
        },
      ],
    },
  },
  // Import boundaries (ARCHITECTURE.md): a remote never imports another remote or the shell; shared
  // imports no app; apps reach Mantine only through @propdesk/shared/ui.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          group: appImportPatterns(APPS.filter((app) => app !== remote)),
          message:
            'A remote never imports another remote or the shell; go through @propdesk/shared or props.',
        },
        mantineOnlyThroughSharedUi,
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
        mantineOnlyThroughSharedUi,
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
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
