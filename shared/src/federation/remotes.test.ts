import { describe, expect, it } from '@jest/globals';
import { parseRemotesConfig } from './remotes.ts';

const accepts = (input: unknown): boolean => {
  try {
    parseRemotesConfig(input);
    return true;
  } catch {
    return false;
  }
};

const CONFIG = {
  apiBaseUrl: 'https://api.propdesk.example',
  supportEmail: 'support@propdesk.example',
  remotes: [
    { name: 'mf_landing', entry: 'https://cdn.propdesk.example/landing/mf-manifest.json' },
    { name: 'mf_trader', entry: 'https://cdn.propdesk.example/trader/mf-manifest.json' },
  ],
};

describe('remotes.json', () => {
  it('accepts the api address, the support address and each remote’s manifest', () => {
    expect(accepts(CONFIG)).toBe(true);
    expect(accepts({ ...CONFIG, trackingScriptOrigins: ['https://stats.example'] })).toBe(true);
  });

  it('refuses an unknown remote, a remote listed twice and a missing support address', () => {
    expect(accepts({ ...CONFIG, remotes: [{ name: 'mf_shop', entry: 'https://x.example/m.json' }] })).toBe(
      false,
    );
    expect(accepts({ ...CONFIG, remotes: [CONFIG.remotes[0], CONFIG.remotes[0]] })).toBe(false);
    expect(accepts({ ...CONFIG, supportEmail: undefined })).toBe(false);
    expect(accepts({ ...CONFIG, apiBaseUrl: 'not a url' })).toBe(false);
  });

  it('names the field that is wrong', () => {
    expect(() =>
      parseRemotesConfig({ ...CONFIG, remotes: [{ name: 'mf_landing', entry: '/m.json' }] }),
    ).toThrow(/remotes\.0\.entry/);
  });
});
