import path from 'node:path';
import type { Configuration } from 'webpack';
import { cssLoader, RESOLVE, typescriptRule } from './create-config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerRenderOptions {
  /** Folder of the app; the bundle goes to its dist-server/. */
  appDir: string;
  /** The module whose exports the app's server calls. */
  entry: string;
  /** The app's federated build (its `name`, also its CSS class salt). */
  federationName: string;
  mode: 'development' | 'production';
}

/**
 * CSS modules as class names only, named exactly as the browser builds name them: an app's own files as
 * its federated build does, `@propdesk/shared`'s as the shell does, since the shell provides the shared
 * modules the page runs (the names hash the file's path from the build's folder, salted with its name).
 */
function classNamesLike(buildName: string, buildDir: string, isProduction: boolean) {
  const loader = cssLoader(buildName, isProduction);
  return {
    ...loader,
    options: {
      modules: { ...loader.options.modules, exportOnlyLocals: true, localIdentContext: buildDir },
    },
  };
}

/**
 * A Node bundle of an app's pages for rendering them on the server (ES module, no federation: on the
 * server nothing is shared with a host). Its markup must be the browser's, class names included.
 */
export function createServerRenderConfig(options: ServerRenderOptions): Configuration {
  const { appDir, entry, federationName, mode } = options;
  const isProduction = mode === 'production';
  const sharedSources = path.join(repoRoot, 'shared');
  return {
    name: `${federationName}_server`,
    mode,
    context: appDir,
    target: 'node24',
    entry: { 'render-page': entry },
    devtool: 'source-map',
    experiments: { outputModule: true },
    output: {
      path: path.join(appDir, 'dist-server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        typescriptRule(isProduction),
        {
          test: /\.css$/,
          oneOf: [
            {
              include: sharedSources,
              use: [classNamesLike('shell', path.join(repoRoot, 'shell'), isProduction)],
            },
            { use: [classNamesLike(federationName, appDir, isProduction)] },
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    // Read on the server: names kept for stack traces.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
