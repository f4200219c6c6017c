import {
  REMOTE_NAMES,
  parseRemotesConfig,
  type TRemotesConfig,
  type TRemoteName,
} from '../../shared/src/federation/remotes.ts';
import { APP_PORTS } from './apps.ts';

type Env = Record<string, string | undefined>;

function remoteDir(name: string): keyof typeof APP_PORTS {
  return name.replace('_', '-') as keyof typeof APP_PORTS;
}

function localOrigin(env: Env, port: number): string {
  return `http://${env.PUBLIC_HOST ?? 'localhost'}:${port}`;
}

/** The variable naming the origin a remote is served from: REMOTE_MF_TRADER_URL for mf_trader. */
export function remoteUrlVariable(name: TRemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/**
 * Builds remotes.json from the environment: `API_BASE_URL`, `SUPPORT_EMAIL`, `TRACKING_SCRIPT_ORIGINS`
 * (comma-separated origins of organizations' consented tracking scripts) and one
 * `REMOTE_MF_<NAME>_URL` per remote (the origin it is served from). Defaults are the local ports, so
 * `npm start` needs no environment; a deployment moves a remote by changing one variable.
 */
export function buildRemotesConfig(env: Env = process.env): TRemotesConfig {
  const origin = (port: number) => localOrigin(env, port);
  return parseRemotesConfig({
    apiBaseUrl: env.API_BASE_URL ?? origin(APP_PORTS.api),
    portalOrigin: new URL(env.PUBLIC_APP_URL ?? origin(APP_PORTS.shell)).origin,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@propdesk.example',
    trackingScriptOrigins: (env.TRACKING_SCRIPT_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    remotes: REMOTE_NAMES.map((name) => {
      const base = env[remoteUrlVariable(name)] ?? origin(APP_PORTS[remoteDir(name)]);
      return { name, entry: new URL('mf-manifest.json', base.endsWith('/') ? base : `${base}/`).href };
    }),
  });
}

/** embed-config.json, served beside mf-landing's embed.js: the api, and the portal its links lead to. */
export type TEmbedConfig = { apiBaseUrl: string; portalUrl: string };

/** The same `API_BASE_URL` as remotes.json and the api's `PUBLIC_APP_URL` (where mailed links lead). */
export function buildEmbedConfig(env: Env = process.env): TEmbedConfig {
  const apiBaseUrl = buildRemotesConfig(env).apiBaseUrl;
  const portalUrl = new URL(env.PUBLIC_APP_URL ?? localOrigin(env, APP_PORTS.shell)).origin;
  return { apiBaseUrl, portalUrl };
}
