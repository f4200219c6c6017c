import path from 'node:path';
import type { Configuration } from 'webpack';
import { cssLoader, minimizers, RESOLVE, typescriptRule } from './create-config.ts';

export interface EmbedOptions {
  /** Folder of the app whose dist/ receives embed.js. */
  appDir: string;
  /** The module that defines the custom element. */
  entry: string;
  /** The app's federated build (its `name`): it empties dist/ first, so this build runs after it. */
  after: string;
  /**
   * Modules (default exports) that receive the stylesheets instead of the page: style-loader's
   * `insert` (where the style element goes) and `styleTagTransform` (what becomes of its text).
   */
  styles: { insert: string; styleTagTransform: string };
  mode: 'development' | 'production';
}

/**
 * A self-contained script for pages outside the portal (mf-landing's embed.js): no federation, since a
 * firm's page has no host to share React with, and a stable file name, so the one script tag a firm
 * pastes never changes (it is revalidated; its chunks are content-hashed). Stylesheets travel inside
 * the script and go where `styles` says (the landing's shadow roots), never into the host page.
 */
export function createEmbedConfig({ appDir, entry, after, mode, styles }: EmbedOptions): Configuration {
  const isProduction = mode === 'production';
  return {
    name: `${after}_embed`,
    dependencies: [after],
    mode,
    context: appDir,
    entry: { embed: entry },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Chunks load from wherever embed.js itself was loaded from.
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: isProduction ? 'embed/[name].[contenthash:10].js' : 'embed/[name].js',
      uniqueName: `${after}_embed`,
      clean: false,
    },
    resolve: RESOLVE,
    module: {
      rules: [
        typescriptRule(isProduction),
        {
          test: /\.css$/,
          use: [{ loader: 'style-loader', options: styles }, cssLoader(`${after}_embed`, isProduction)],
        },
      ],
    },
    optimization: { minimize: isProduction, minimizer: minimizers() },
    performance: { hints: false },
  };
}
