import { describe, expect, it } from '@jest/globals';
import {
  isPublicPath,
  parseRemoteNavigation,
  portalAreaForPath,
  SHELL_PATHS,
  type TRemoteName,
  type TRemoteNavigation,
} from '../shared/src/federation/index.ts';
import { NOTIFICATION_AREA_PAGES, SUPPORT_AGENT_PAGES } from '../shared/src/domain/notification-paths.ts';
import { navigation as trader } from '../mf-trader/src/navigation.ts';
import { navigation as admin } from '../mf-admin/src/navigation.ts';
import { navigation as organization } from '../mf-organization/src/navigation.ts';
import { navigation as elite } from '../mf-elite/src/navigation.ts';
import { navigation as affiliate } from '../mf-affiliate/src/navigation.ts';

/**
 * The remotes' declarations side by side. Each is read by the shell at run time, so nothing compiles
 * them together; this is where they are checked against each other and against what links to them.
 */
const DECLARATIONS: Record<Exclude<TRemoteName, 'mf_landing'>, TRemoteNavigation> = {
  mf_trader: trader,
  mf_admin: admin,
  mf_organization: organization,
  mf_elite: elite,
  mf_affiliate: affiliate,
};
const declared = Object.entries(DECLARATIONS).flatMap(([remote, navigation]) =>
  navigation.paths.map((path) => ({ remote, path })),
);
const example = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');
const isDeclared = (path: string) => declared.some((entry) => entry.path === path);

describe('the remotes’ navigation declarations', () => {
  it.each(Object.entries(DECLARATIONS))('%s declares what the shell accepts', (_remote, navigation) => {
    expect(parseRemoteNavigation(JSON.parse(JSON.stringify(navigation)))).toEqual(navigation);
  });

  it('give every path to one remote, never a shell page or a public page', () => {
    const paths = declared.map(({ path }) => path);
    expect(paths.length).toBe(new Set(paths).size);
    for (const { path } of declared) {
      expect({ path, isShellPath: (SHELL_PATHS as readonly string[]).includes(path) }).toEqual({
        path,
        isShellPath: false,
      });
      expect({ path, isPublic: isPublicPath(example(path)) }).toEqual({ path, isPublic: false });
    }
  });

  it('link each menu entry to a page its own remote serves, in the area the group is shown in', () => {
    for (const navigation of Object.values(DECLARATIONS)) {
      for (const group of navigation.menus) {
        for (const { path } of group.items) {
          expect({ path, served: navigation.paths.includes(path) }).toEqual({ path, served: true });
          expect({ path, area: portalAreaForPath(path) }).toEqual({ path, area: group.area });
        }
      }
    }
  });

  it('serve every page a notification or its mail links to', () => {
    const targets = [
      ...Object.values(NOTIFICATION_AREA_PAGES).flatMap((pages) => [
        pages.home,
        pages.affiliates,
        pages.payouts,
        pages.certificates,
        pages.receipts,
        pages.notifications,
      ]),
      ...Object.values(SUPPORT_AGENT_PAGES),
    ];
    for (const target of targets)
      expect({ target, declared: isDeclared(target) }).toEqual({ target, declared: true });
    expect(isDeclared('/accounts/:accountId') && isDeclared('/organization/accounts/:accountId')).toBe(true);
  });
});
