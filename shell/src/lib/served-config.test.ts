import { describe, expect, it } from '@jest/globals';
import type { TRemotesConfig } from '@propdesk/shared/federation';
import { customDomainHostOf, servedConfig } from './served-config.ts';

const EDGE: TRemotesConfig = {
  apiBaseUrl: 'https://portal.propdesk.example',
  portalOrigin: 'https://portal.propdesk.example',
  supportEmail: 'support@propdesk.example',
  remotes: [],
};

describe('the config on a firm’s custom domain', () => {
  it('asks the api on the page’s own origin behind one edge, and knows the domain', () => {
    const served = servedConfig(EDGE, 'https://trade.nova.example');
    expect(served.apiBaseUrl).toBe('https://trade.nova.example');
    expect(customDomainHostOf(EDGE, 'https://trade.nova.example')).toBe('trade.nova.example');
    // Once served, it still knows it is on the firm's domain.
    expect(customDomainHostOf(served, 'https://trade.nova.example')).toBe('trade.nova.example');
  });

  it('changes nothing on the portal’s own address, nor where the api has an origin of its own', () => {
    expect(servedConfig(EDGE, EDGE.portalOrigin ?? '')).toBe(EDGE);
    const development = {
      ...EDGE,
      apiBaseUrl: 'http://localhost:4000',
      portalOrigin: 'http://localhost:3000',
    };
    expect(servedConfig(development, 'http://127.0.0.1:3000')).toBe(development);
    expect(customDomainHostOf(development, 'http://127.0.0.1:3000')).toBeNull();
    const { portalOrigin: _unknown, ...older } = EDGE;
    expect(customDomainHostOf(older, 'https://trade.nova.example')).toBeNull();
  });
});
