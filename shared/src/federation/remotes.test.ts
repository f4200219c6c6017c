import { describe, expect, it } from '@jest/globals';
import { ZRemotesConfig } from './remotes.ts';

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
    expect(ZRemotesConfig.safeParse(CONFIG).success).toBe(true);
    expect(
      ZRemotesConfig.safeParse({ ...CONFIG, trackingScriptOrigins: ['https://stats.example'] }).success,
    ).toBe(true);
  });

  it('refuses an unknown remote, a remote listed twice and a missing support address', () => {
    expect(
      ZRemotesConfig.safeParse({
        ...CONFIG,
        remotes: [{ name: 'mf_shop', entry: 'https://x.example/m.json' }],
      }).success,
    ).toBe(false);
    expect(
      ZRemotesConfig.safeParse({ ...CONFIG, remotes: [CONFIG.remotes[0], CONFIG.remotes[0]] }).success,
    ).toBe(false);
    expect(ZRemotesConfig.safeParse({ ...CONFIG, supportEmail: undefined }).success).toBe(false);
  });
});
