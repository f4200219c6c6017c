import { describe, expect, it } from '@jest/globals';
import { findRemoteForPath } from './remote-switch.tsx';

describe('findRemoteForPath (route families)', () => {
  it.each([
    ['/', 'mf_landing'],
    ['/landing', 'mf_landing'],
    ['/faq', 'mf_landing'],
    ['/client/acme', 'mf_landing'],
    ['/client/acme/dashboard', 'mf_trader'],
    ['/dashboard', 'mf_trader'],
    ['/accounts/42', 'mf_trader'],
    ['/trading-plans', 'mf_trader'],
    ['/admin', 'mf_admin'],
    ['/admin/org-clients', 'mf_admin'],
    ['/organization/clients/u-1/details', 'mf_organization'],
    ['/support-agent/dashboard', 'mf_organization'],
    ['/elite/clients', 'mf_elite'],
    ['/affiliate-program', 'mf_affiliate'],
    ['/affiliate-registration', 'mf_affiliate'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRemoteForPath(path)).toBe(remote);
  });

  it.each(['/nope', '/accounts/42/extra', '/admin/unknown', '/client'])('%s belongs to no remote', (path) => {
    expect(findRemoteForPath(path)).toBeNull();
  });
});
