import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedConfig } from './shared-config.ts';
import { BuildStatsPlugin } from './build-stats-plugin.ts';
import { NavigationPlugin } from './navigation-plugin.ts';
import type { TRemoteNavigation } from '../../shared/src/federation/navigation.ts';
import { buildEmbedConfig, buildRemotesConfig } from '../serve/runtime-config.ts';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface FederatedAppOptions {
  /** Folder of the app (its package root). */
  appDir: string;
  /** Federation name: a JavaScript identifier (mf_trader, not mf-trader), as module federation requires. */
  federationName: string;
  /** Port of the dev server and of the served production build. */
  port: number;
  /** Modules exposed to hosts; absent for the shell. */
  exposes?: Record<string, string>;
  mode: 'development' | 'production';
  /** Page title of the standalone/dev HTML. */
  title: string;
  /** The paths a remote serves and its menu entries, written as navigation.json for the shell. */
  navigation?: TRemoteNavigation;
  /** The app also builds embed.js, whose dev server then answers embed-config.json as in production. */
  servesEmbedConfig?: boolean;
}

export const RESOLVE: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/** TypeScript and JSX through swc (type checking is tsc's job, not the bundler's). */
export function typescriptRule(isProduction: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * css-loader, with CSS modules for `*.module.css` (imported as one object of class names). Class names
 * are salted with the build's name: the shell's, a remote's and embed.js's styles share one page, and
 * two files at the same path in two apps must not make the same class.
 */
export function cssLoader(buildName: string, isProduction: boolean) {
  return {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: isProduction ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
        localIdentHashSalt: buildName,
      },
    },
  };
}

export function minimizers() {
  return [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })];
}

/**
 * The federation runtime once in the shell, not twice. `provideExternalRuntime` adds the runtime plugin
 * that hands the runtime to the remotes by the path of its CommonJS build, which requires the CommonJS
 * runtime, while webpack's own federation code imports the ES module one: the shell's entry carried both
 * (49 KB gzip, 28 KB with one). Its ES module build imports the same runtime webpack uses.
 */
const RUNTIME_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';
const ONE_FEDERATION_RUNTIME = {
  [require.resolve(RUNTIME_PLUGIN)]: fileURLToPath(import.meta.resolve(RUNTIME_PLUGIN)),
};

/**
 * The page's HTML, its title filled in here rather than by html-webpack-plugin's template loader: the
 * loader runs a child compilation, which module federation would fill with every shared module the shell
 * provides (stylesheets included, which a child compilation cannot build).
 */
function indexHtml(title: string): string {
  const escaped = title.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return readFileSync(path.join(repoRoot, 'scripts/webpack/index.html'), 'utf8').replace(
    '<%= htmlWebpackPlugin.options.title %>',
    escaped,
  );
}

export function createFederatedAppConfig(
  options: FederatedAppOptions,
): Configuration & { devServer: DevServerConfiguration } {
  const { appDir, federationName, port, exposes, mode, title } = options;
  const isHost = !exposes;
  const isProduction = mode === 'production';
  // A remote's production build is only its container; the standalone page exists in dev mode.
  const hasStandalonePage = isHost || !isProduction;

  return {
    name: federationName,
    mode,
    context: appDir,
    entry: hasStandalonePage ? { main: './src/index.ts' } : {},
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The shell serves deep links (/accounts/42), so its chunks must load from the root; remotes are
      // loaded from wherever their manifest lives.
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federationName,
      clean: true,
    },
    resolve: isHost ? { ...RESOLVE, alias: ONE_FEDERATION_RUNTIME } : RESOLVE,
    module: {
      rules: [
        typescriptRule(isProduction),
        {
          test: /\.css$/,
          use: [
            isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
            cssLoader(federationName, isProduction),
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: isProduction,
      minimizer: minimizers(),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedConfig(isHost, mode),
        shareStrategy: 'loaded-first',
        // Remotes are registered at run time from remotes.json, so generated types bring nothing and
        // triple the build time.
        dts: false,
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        // One federation runtime for the whole page: the shell provides it and production remotes
        // use it, instead of each remoteEntry.js carrying its own copy (~20 KB gzip each). A
        // standalone dev remote has no host, so it keeps its own.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: isProduction },
      }),
      ...(isProduction ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' })] : []),
      ...(hasStandalonePage ? [new HtmlWebpackPlugin({ templateContent: indexHtml(title) })] : []),
      ...(options.navigation ? [new NavigationPlugin(options.navigation)] : []),
      ...(isProduction ? [new BuildStatsPlugin(path.join(appDir, 'build-stats.json'))] : []),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      static: false,
      // The dev shell reads remotes.json exactly as in production, written from the same environment.
      setupMiddlewares: (middlewares, devServer) => {
        if (isHost) {
          devServer.app?.get('/remotes.json', (_request, response) => {
            response.json(buildRemotesConfig());
          });
        }
        if (options.servesEmbedConfig) {
          devServer.app?.get('/embed-config.json', (_request, response) => {
            response.json(buildEmbedConfig());
          });
        }
        return middlewares;
      },
    },
  };
}
