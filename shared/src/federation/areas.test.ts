import { describe, expect, it } from '@jest/globals';
import { portalAreaForPath, type TPortalArea } from './areas.ts';

describe('portalAreaForPath', () => {
  it.each<[string, TPortalArea]>([
    ['/admin/auth', 'shell'],
    ['/organization/auth', 'shell'],
    ['/client/acme/auth', 'shell'],
    ['/reset-password', 'shell'],
    ['/', 'public'],
    ['/client/acme', 'public'],
    ['/certificates/verify/ABC-123', 'public'],
    ['/admin', 'admin'],
    ['/admin/org-clients', 'admin'],
    ['/Admin/Dashboard/', 'admin'],
    ['/organization', 'organization'],
    ['/organization/clients/u1/details', 'organization'],
    ['/support-agent/dashboard', 'support-agent'],
    ['/elite/payouts', 'elite'],
    ['/dashboard', 'trader'],
    ['/client/acme/dashboard', 'trader'],
    ['/affiliate-program', 'trader'],
    // A prefix is a whole segment: these are not in the admin or the organization area.
    ['/administrator', 'trader'],
    ['/organizations', 'trader'],
  ])('%s is in the %s area', (pathname, area) => {
    expect(portalAreaForPath(pathname)).toBe(area);
  });
});
