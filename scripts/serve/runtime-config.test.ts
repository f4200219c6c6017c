import { describe, expect, it } from '@jest/globals';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy.ts';
import { buildEmbedConfig, buildRemotesConfig } from './runtime-config.ts';
import { shellContentSecurityPolicy } from './security-headers.ts';

describe('buildRemotesConfig', () => {
  it('defaults to the local ports so npm start needs no environment', () => {
    const config = buildRemotesConfig({});
    expect(config.apiBaseUrl).toBe('http://localhost:4000');
    expect(config.portalOrigin).toBe('http://localhost:3000');
    expect(config.remotes).toContainEqual({
      name: 'mf_trader',
      entry: 'http://localhost:3002/mf-manifest.json',
    });
    expect(config.remotes).toHaveLength(6);
  });

  it('moves one remote by one variable', () => {
    const config = buildRemotesConfig({ REMOTE_MF_TRADER_URL: 'https://trader.cdn.example/v42' });
    expect(config.remotes).toContainEqual({
      name: 'mf_trader',
      entry: 'https://trader.cdn.example/v42/mf-manifest.json',
    });
  });

  it('refuses an invalid address', () => {
    expect(() => buildRemotesConfig({ API_BASE_URL: 'not a url' })).toThrow();
    expect(() => buildRemotesConfig({ TRACKING_SCRIPT_ORIGINS: 'not an origin' })).toThrow();
  });

  it('lets the operator allow the origins of consented tracking scripts, and the policy follows', () => {
    expect(buildRemotesConfig({}).trackingScriptOrigins).toEqual([]);
    const config = buildRemotesConfig({
      TRACKING_SCRIPT_ORIGINS: 'https://analytics.example.com, https://pixel.example.net/',
    });
    const policy = shellContentSecurityPolicy(config, { pathname: '/' });
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSources).toContain('https://analytics.example.com');
    expect(scriptSources).toContain('https://pixel.example.net');
    expect(shellContentSecurityPolicy(buildRemotesConfig({}), { pathname: '/' })).not.toContain(
      'example.com',
    );
  });

  it('lets the page load stylesheets and images from the api (organizations’ custom CSS and logos)', () => {
    const config = buildRemotesConfig({ API_BASE_URL: 'https://api.propdesk.example' });
    const policy = shellContentSecurityPolicy(config, { pathname: '/dashboard' });
    const styleSources = policy.split('; ').find((directive) => directive.startsWith('style-src'));
    expect(styleSources?.split(' ')).toContain('https://api.propdesk.example');
    expect(styleSources).not.toContain('https:;');
    const imageSources = policy.split('; ').find((directive) => directive.startsWith('img-src'));
    expect(imageSources?.split(' ')).toContain('https://api.propdesk.example');
  });

  it('lets images come only from the page’s origin, the api and data:, never from any https origin', () => {
    const config = buildRemotesConfig({
      API_BASE_URL: 'https://api.propdesk.example',
      REMOTE_MF_TRADER_URL: 'https://trader.cdn.example/v42',
      TRACKING_SCRIPT_ORIGINS: 'https://analytics.example.com',
    });
    for (const pathname of ['/dashboard', '/auth', '/client/acme/dashboard', '/admin/dashboard']) {
      const policy = shellContentSecurityPolicy(config, { pathname });
      const imageSources = policy.split('; ').find((directive) => directive.startsWith('img-src '));
      expect({ pathname, imageSources }).toEqual({
        pathname,
        imageSources: "img-src 'self' data: https://api.propdesk.example",
      });
    }
    // A public page adds the consented vendors' origins (their pixels load images), nothing wider.
    const landing = shellContentSecurityPolicy(config, { pathname: '/client/acme' });
    expect(landing.split('; ').find((directive) => directive.startsWith('img-src '))).toBe(
      "img-src 'self' data: https://api.propdesk.example https://analytics.example.com",
    );
  });
});

describe('cacheControlFor', () => {
  it('revalidates the files that point at other files', () => {
    for (const file of [
      'index.html',
      'remoteEntry.js',
      'mf-manifest.json',
      'navigation.json',
      'remotes.json',
    ]) {
      expect(cacheControlFor(`/dist/${file}`)).toBe(REVALIDATE);
    }
  });

  it('caches content-hashed files forever', () => {
    expect(cacheControlFor('/dist/main.0910708400.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/260.6f4b532c12.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/main.js')).toBe(REVALIDATE);
  });
});

describe('buildEmbedConfig', () => {
  it('points embed.js at the local api and portal by default', () => {
    expect(buildEmbedConfig({})).toEqual({
      apiBaseUrl: 'http://localhost:4000',
      portalUrl: 'http://localhost:3000',
    });
  });

  it('follows the api and public portal addresses of the deployment', () => {
    expect(
      buildEmbedConfig({
        API_BASE_URL: 'https://api.propdesk.example',
        PUBLIC_APP_URL: 'https://portal.propdesk.example/',
      }),
    ).toEqual({ apiBaseUrl: 'https://api.propdesk.example', portalUrl: 'https://portal.propdesk.example' });
  });
});
