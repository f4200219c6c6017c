import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureLandingJs } from '../../../bench/measure-landing-js.ts';
import { packagesOfScripts } from '../../../bench/script-packages.ts';
import { DEMO, signInAs } from '../../fixtures/accounts.ts';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Libraries with state of their own (React's dispatcher, Mantine's theme context): one copy a page. */
const SINGLE_COPY = ['react', 'react-dom', '@mantine/core'] as const;

/**
 * Public pages load no Mantine; portal pages load all of @mantine/core, once, from the shell, for every
 * remote (docs/adr/0010-whole-mantine-for-portal-remotes.md). Which code a script carries comes from the
 * build's own stats.
 */
test('the landing’s first load carries no Mantine code', async ({ page }) => {
  const { scripts } = await measureLandingJs(page, '/');
  const withMantine = packagesOfScripts(
    scripts.map((script) => script.url),
    REPO_ROOT,
  ).filter((script) => script.packages.some((name) => name.startsWith('@mantine/')));
  expect(withMantine).toEqual([]);
});

test('a signed-in portal page runs one React, one ReactDOM and one Mantine, the shell’s', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  await signInAs(page, DEMO.trader);
  // mf-trader's dashboard is drawn with Mantine imported by the remote itself.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const scripts = packagesOfScripts(urls, REPO_ROOT);
  expect(scripts.some((script) => script.app === 'mf-trader')).toBe(true);
  for (const name of SINGLE_COPY) {
    const builds = [...new Set(scripts.filter((s) => s.packages.includes(name)).map((s) => s.app))];
    expect({ name, builds }).toEqual({ name, builds: ['shell'] });
  }

  // And the federation runtime knows one version of each, provided by the shell and in use.
  const shared = await page.evaluate((names) => {
    type TShared = { from: string; loaded?: boolean };
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__: object } }).__FEDERATION__?.__SHARE__ ?? {};
    const found: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const byScope of Object.values(scopes) as Record<
      string,
      Record<string, Record<string, TShared>>
    >[]) {
      for (const byName of Object.values(byScope)) {
        for (const name of names) {
          for (const [version, entry] of Object.entries(byName[name] ?? {})) {
            found[name]?.push(`${version} from ${entry.from}${entry.loaded ? ', loaded' : ''}`);
          }
        }
      }
    }
    return found;
  }, SINGLE_COPY);
  for (const name of SINGLE_COPY) {
    expect(shared[name]).toEqual([expect.stringMatching(/^\d+\.\d+\.\d+ from shell, loaded$/)]);
  }
});
