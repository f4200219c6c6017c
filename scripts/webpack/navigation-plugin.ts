import type { Compiler } from 'webpack';
import {
  NAVIGATION_FILE,
  parseRemoteNavigation,
  type TRemoteNavigation,
} from '../../shared/src/federation/navigation.ts';

/**
 * Writes a remote's declaration (its `src/navigation.ts`) as navigation.json beside its manifest, where
 * the shell reads it at run time. A declaration the shell would refuse fails the build instead.
 */
export class NavigationPlugin {
  readonly #json: string;

  constructor(navigation: TRemoteNavigation) {
    this.#json = JSON.stringify(parseRemoteNavigation(navigation));
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('NavigationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NavigationPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(NAVIGATION_FILE, new sources.RawSource(this.#json)),
      );
    });
  }
}
