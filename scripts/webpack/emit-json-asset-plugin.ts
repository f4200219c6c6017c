import type { Compiler } from 'webpack';

/** Adds a JSON file, computed at build time, to a build's output (mf-landing's first-screen.json). */
export class EmitJsonAssetPlugin {
  readonly fileName: string;
  readonly data: () => unknown;

  constructor(fileName: string, data: () => unknown) {
    this.fileName = fileName;
    this.data = data;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitJsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.fileName, new sources.RawSource(JSON.stringify(this.data()))),
      );
    });
  }
}
