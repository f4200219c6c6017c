import type { TRemoteNavigation, TRemoteName } from '@propdesk/shared/federation';
import type { StubbedHandler } from '@propdesk/shared/testing';

const texts = (en: string, es = `${en} (es)`, it = `${en} (it)`) => ({ en, es, it });

/**
 * Declarations the shell's tests read as the remotes' navigation.json: small, made up, and shaped like
 * the real ones (each remote tests its own declaration).
 */
export const TEST_NAVIGATION: Partial<Record<TRemoteName, TRemoteNavigation>> = {
  mf_trader: {
    paths: ['/dashboard', '/accounts', '/accounts/:accountId', '/payouts'],
    menus: [
      {
        area: 'trader',
        order: 10,
        title: null,
        items: [
          { path: '/dashboard', icon: 'dashboard', label: texts('Dashboard', 'Panel') },
          { path: '/accounts', icon: 'wallet', label: texts('Accounts', 'Cuentas') },
          { path: '/payouts', icon: 'cash', label: texts('Payouts') },
        ],
      },
    ],
  },
  mf_admin: {
    paths: ['/admin/dashboard', '/admin/users'],
    menus: [
      {
        area: 'admin',
        order: 10,
        title: texts('General'),
        items: [
          { path: '/admin/dashboard', icon: 'dashboard', label: texts('Dashboard') },
          { path: '/admin/users', icon: 'users', label: texts('Users') },
        ],
      },
    ],
  },
  mf_organization: {
    paths: [
      '/organization/clients',
      '/organization/members',
      '/support-agent/dashboard',
      '/admin/org-clients',
    ],
    menus: [
      // Declared before mf_admin's group but ordered after it.
      {
        area: 'admin',
        order: 20,
        title: texts('Admin Organization View'),
        items: [{ path: '/admin/org-clients', icon: 'users', label: texts('Clients') }],
      },
      {
        area: 'organization',
        order: 10,
        title: null,
        items: [
          {
            path: '/organization/clients',
            icon: 'users',
            label: texts('Client Management'),
            permission: 'clients.read',
          },
          {
            path: '/organization/members',
            icon: 'users-group',
            label: texts('Members & Roles'),
            permission: 'members.read',
          },
          {
            path: '/organization/not-yet',
            icon: 'an-icon-the-shell-lacks',
            label: texts('Needs a permission the shell does not know'),
            permission: 'reports.read',
          },
        ],
      },
      {
        area: 'support-agent',
        order: 10,
        title: null,
        items: [{ path: '/support-agent/dashboard', icon: 'search', label: texts('Client Lookup') }],
      },
    ],
  },
};

/**
 * A stubFetch answer for `/navigation.json` on every remote's host: the remote's TEST_NAVIGATION entry
 * (host `trader.test` is mf_trader), 503 for a remote in `down` or without an entry.
 */
export function navigationAnswer(down: readonly TRemoteName[] = []): StubbedHandler {
  return (request) => {
    const remote = `mf_${new URL(request.url).hostname.split('.')[0]}` as TRemoteName;
    const navigation = TEST_NAVIGATION[remote];
    return navigation && !down.includes(remote) ? { body: navigation } : { status: 503, body: {} };
  };
}
