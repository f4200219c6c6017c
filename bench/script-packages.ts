import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_PORTS, FRONTEND_APPS } from '../scripts/serve/apps.ts';

export interface ScriptPackages {
  url: string;
  /** The app whose build served the script (each app has its own port). */
  app: string;
  /** The npm packages whose code the script carries, from that build's build-stats.json. */
  packages: string[];
}

/**
 * What loaded scripts carry, read from each build's build-stats.json (scripts/webpack/build-stats-plugin.ts)
 * instead of parsing minified code. Needs the production build the servers serve.
 *
 * Kept free of import.meta: Playwright compiles specs that import it as CommonJS.
 */
export function packagesOfScripts(urls: readonly string[], repoRoot: string): ScriptPackages[] {
  const appOfPort = new Map<string, string>(
    FRONTEND_APPS.map((app) => [String(APP_PORTS[app.dir]), app.dir]),
  );
  const statsOf = new Map<string, Map<string, string[]>>();
  const assetsOf = (app: string) => {
    let assets = statsOf.get(app);
    if (assets === undefined) {
      const stats = JSON.parse(readFileSync(path.join(repoRoot, app, 'build-stats.json'), 'utf8')) as {
        assets: { file: string; packages: string[] }[];
      };
      assets = new Map(stats.assets.map((asset) => [asset.file, asset.packages]));
      statsOf.set(app, assets);
    }
    return assets;
  };
  return urls.flatMap((url) => {
    const { port, pathname } = new URL(url);
    const app = appOfPort.get(port);
    if (app === undefined) return [];
    return [{ url, app, packages: assetsOf(app).get(pathname.slice(1)) ?? [] }];
  });
}
