import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createInstance } from '@module-federation/enhanced/runtime';
import { bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { packageVersion, sharedConfig, type SharedModuleConfig } from './shared-config.ts';

const UI = '@propdesk/shared/ui';
const MODULES = [UI, 'react'];

function configs(versions: Record<string, string>) {
  return {
    host: sharedConfig(true, 'production', { sharedModules: MODULES, versions }),
    remote: sharedConfig(false, 'production', { sharedModules: MODULES, versions }),
  };
}

describe('sharedConfig', () => {
  it('gives a shared module its own version: provided by the shell, required by a remote, strictly', () => {
    const { host, remote } = configs({ [UI]: '3.4.1' });
    expect(host[UI]).toEqual({
      singleton: true,
      version: '3.4.1',
      requiredVersion: '^3.4.1',
      strictVersion: true,
      import: expect.stringMatching(/shared\/src\/ui\/index\.ts$/),
    });
    expect(remote[UI]).toEqual({
      singleton: true,
      version: '3.4.1',
      requiredVersion: '^3.4.1',
      strictVersion: true,
      import: false,
    });
  });

  it('keeps npm packages at their installed version, and loose', () => {
    const { host, remote } = configs({ [UI]: '1.0.0' });
    const react = packageVersion('react');
    expect(react).toMatch(/^\d+\.\d+\.\d+$/);
    expect(host.react).toEqual({
      singleton: true,
      version: react,
      requiredVersion: `^${react}`,
      strictVersion: false,
    });
    expect(remote.react).toMatchObject({ version: react, strictVersion: false, import: false });
  });

  it('lets a standalone dev remote bundle its own copy', () => {
    const dev = sharedConfig(false, 'development', { sharedModules: MODULES, versions: { [UI]: '1.0.0' } });
    expect(dev[UI]).not.toHaveProperty('import');
  });

  it('fails the build for a shared module without a version, naming the command that adds it', () => {
    expect(() => configs({})).toThrow(/@propdesk\/shared\/ui has no version .*`npm run shared:versions`/);
  });
});

/**
 * The installed federation runtime, given the shared config of a shell and of a remote built against
 * other versions, as the browser runs them: the shell registers what it provides, and the remote's
 * consume handler (what webpack generates for a module taken from the shell) loads its chunk's
 * modules from the shell's share scope.
 */
describe('the federation runtime on a version mismatch', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  function page(
    shellVersions: Record<string, string>,
    remoteVersions: Record<string, string>,
    react = '19.0.0',
  ) {
    const provided = configs(shellVersions).host;
    const required = configs(remoteVersions).remote;
    const shell = createInstance({
      name: 'shell',
      remotes: [],
      shared: Object.fromEntries(
        MODULES.map((name) => {
          const { version, requiredVersion, singleton, strictVersion } = provided[name] as SharedModuleConfig;
          const lib = { name, version };
          return [
            name,
            {
              version: name === 'react' ? react : version,
              scope: ['default'],
              shareConfig: { requiredVersion, singleton, strictVersion },
              get: async () => () => lib,
            },
          ];
        }),
      ),
    });
    shell.initializeSharing('default');
    const remote = createInstance({ name: 'mf_trader', remotes: [], shared: {} });
    remote.initShareScopeMap('default', shell.shareScopeMap['default'] ?? {});
    return { required, remote };
  }

  /** webpack's require of a consumed module, after the chunk holding it loaded (as `./App` does). */
  async function requireConsumed(
    { required, remote }: ReturnType<typeof page>,
    name: string,
  ): Promise<{ chunkLoaded: Promise<unknown[]>; require: () => unknown }> {
    const { requiredVersion, strictVersion, singleton } = required[name] as SharedModuleConfig;
    const factories: Record<string, (module: { exports?: unknown }) => void> = {};
    const promises: Promise<unknown>[] = [];
    const webpackRequire = {
      o: (object: object, key: string) => Object.hasOwn(object, key),
      m: factories,
      c: {},
      federation: { instance: remote },
      consumesLoadingData: {
        chunkMapping: { app: ['consumed'] },
        moduleIdToConsumeDataMapping: {
          consumed: {
            shareKey: name,
            shareScope: ['default'],
            requiredVersion,
            strictVersion,
            singleton,
            eager: false,
            fallback: () => () => {
              throw new Error(`Can not get '${name}'`);
            },
          },
        },
      },
    };
    bundlerRuntime.consumes?.({
      chunkId: 'app',
      promises,
      installedModules: {},
      webpackRequire,
      chunkMapping: {},
      moduleToHandlerMapping: {},
    } as unknown as Parameters<NonNullable<typeof bundlerRuntime.consumes>>[0]);
    const chunkLoaded = Promise.all(promises);
    await chunkLoaded;
    return {
      chunkLoaded,
      require: () => {
        const module: { exports?: unknown } = {};
        factories['consumed']?.(module);
        return module.exports;
      },
    };
  }

  it('hands a remote built against the version the shell provides the shell’s module', async () => {
    const consumed = await requireConsumed(page({ [UI]: '1.2.0' }, { [UI]: '1.0.0' }), UI);
    expect(consumed.require()).toEqual({ name: UI, version: '1.2.0' });
  });

  it('refuses a remote built against another major: requiring the module throws, failing the remote’s load', async () => {
    const consumed = await requireConsumed(page({ [UI]: '1.2.0' }, { [UI]: '2.0.0' }), UI);
    // The chunk itself loads: the handler turns the refusal into a module that throws when required,
    // which the remote's ./App does while loadRemote runs its factory, so loadRemote rejects.
    await expect(consumed.chunkLoaded).resolves.toBeDefined();
    expect(() => consumed.require()).toThrow(
      /Version 1\.2\.0 from shell of shared singleton module @propdesk\/shared\/ui does not satisfy .* needs \^2\.0\.0/,
    );
  });

  it('refuses a remote that needs exports added after the shell’s version', async () => {
    const consumed = await requireConsumed(page({ [UI]: '1.2.0' }, { [UI]: '1.3.0' }), UI);
    expect(() => consumed.require()).toThrow(/needs \^1\.3\.0/);
  });

  it('only warns for an npm package, which is not strict', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const consumed = await requireConsumed(page({ [UI]: '1.0.0' }, { [UI]: '1.0.0' }, '18.0.0'), 'react');
    expect(consumed.require()).toEqual({ name: 'react', version: expect.any(String) });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/Version 18\.0\.0 .* module react does not satisfy/);
  });
});
