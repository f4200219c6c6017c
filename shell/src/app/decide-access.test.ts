import { describe, expect, it } from '@jest/globals';
import type { TSessionUser } from '@propdesk/shared/contracts';
import { decideAccess, guardedAreaForPath } from './decide-access.ts';

function user(role: TSessionUser['profile']['role'], organizationId: string | null = null): TSessionUser {
  return {
    id: 'u',
    email: 'u@firm.test',
    emailVerified: true,
    profile: {
      role,
      portalType: role === 'client' ? 'client' : null,
      firstName: 'U',
      lastName: 'V',
      country: null,
      phone: null,
      language: null,
      organizationId,
      clientOrganizationSlug: null,
    },
  };
}

describe('guardedAreaForPath', () => {
  it.each([
    ['/', null],
    ['/faq', null],
    ['/client/acme', null],
    ['/elite/payouts', null],
    ['/dashboard', 'client'],
    ['/accounts/42', 'client'],
    ['/affiliate-program', 'client'],
    ['/client/acme/dashboard', 'client'],
    ['/admin/users', 'admin'],
    ['/organization/members', 'organization'],
    ['/support-agent/dashboard', 'support-agent'],
    ['/support-agent/notifications', 'support-agent'],
    // The agent's sign-in page is the shell's own, never behind the guard.
    ['/support-agent/auth', null],
    ['/notifications', 'client'],
    ['/organization/notifications', 'organization'],
    ['/admin/notifications', 'admin'],
  ])('%s → %s', (path, area) => {
    expect(guardedAreaForPath(path)).toBe(area);
  });
});

describe('decideAccess', () => {
  it('lets anyone see public pages, even before the session is known', () => {
    expect(decideAccess('/', 'unknown', null)).toEqual({ kind: 'allow' });
  });

  it('waits for the session before deciding a guarded page', () => {
    expect(decideAccess('/dashboard', 'unknown', null)).toEqual({ kind: 'wait' });
  });

  it('client pages: no user → /auth (or the tenant sign-in), admin/manager → /admin/dashboard', () => {
    expect(decideAccess('/dashboard', 'anonymous', null)).toEqual({ kind: 'redirect', to: '/auth' });
    expect(decideAccess('/client/acme/dashboard', 'anonymous', null)).toEqual({
      kind: 'redirect',
      to: '/client/acme/auth',
    });
    expect(decideAccess('/accounts', 'authenticated', user('manager'))).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(decideAccess('/accounts', 'authenticated', user('client'))).toEqual({ kind: 'allow' });
  });

  it('admin pages: no user → /admin/auth, non-admin → /dashboard', () => {
    expect(decideAccess('/admin/users', 'anonymous', null)).toEqual({ kind: 'redirect', to: '/admin/auth' });
    expect(decideAccess('/admin/users', 'authenticated', user('client'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideAccess('/admin/users', 'authenticated', user('admin'))).toEqual({ kind: 'allow' });
  });

  it('organization pages: no user or no staff membership → /organization/auth, admin → /admin/dashboard', () => {
    const page = '/organization/members';
    expect(decideAccess(page, 'anonymous', null)).toEqual({ kind: 'redirect', to: '/organization/auth' });
    expect(decideAccess(page, 'authenticated', user('admin', 'org-1'), null)).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(decideAccess(page, 'authenticated', user('client', 'org-1'), null)).toEqual({ kind: 'wait' });
    // A trader's own organization is not enough: only owners, admins and managers run one.
    expect(decideAccess(page, 'authenticated', user('client', 'org-1'), ['user'])).toEqual({
      kind: 'redirect',
      to: '/organization/auth',
    });
    expect(decideAccess(page, 'authenticated', user('client'), [])).toEqual({
      kind: 'redirect',
      to: '/organization/auth',
    });
    for (const role of ['owner', 'admin', 'manager'] as const) {
      expect(decideAccess(page, 'authenticated', user('client', 'org-1'), ['user', role])).toEqual({
        kind: 'allow',
      });
    }
  });

  it.each(['/support-agent/dashboard', '/support-agent/notifications'])(
    '%s needs an agent membership',
    (page) => {
      expect(decideAccess(page, 'anonymous', null)).toEqual({ kind: 'redirect', to: '/support-agent/auth' });
      expect(decideAccess(page, 'authenticated', user('agent'), null)).toEqual({ kind: 'wait' });
      expect(decideAccess(page, 'authenticated', user('agent'), ['agent'])).toEqual({ kind: 'allow' });
      expect(decideAccess(page, 'authenticated', user('client'), ['owner'])).toEqual({
        kind: 'redirect',
        to: '/support-agent/auth',
      });
    },
  );
});
