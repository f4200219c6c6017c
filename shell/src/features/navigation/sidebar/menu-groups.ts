import { memberRoleHas, STAFF_PERMISSIONS, type TStaffPermission } from '@propdesk/shared/domain';
import type { TMemberRole } from '@propdesk/shared/contracts';
import type { TMenuArea, TNavigationTexts } from '@propdesk/shared/federation';
import type { TLanguage } from '@propdesk/shared/i18n';
import type { RemoteDeclaration } from '../../../lib/remote-navigation.ts';
import { menuIcon, type MenuIcon } from './menu-icons.ts';

export interface MenuLink {
  path: string;
  label: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  /** Unique within the sidebar (the remote and the group's place in its declaration). */
  id: string;
  /** The group's heading; null for an untitled group. */
  title: string | null;
  links: MenuLink[];
}

function isKnownPermission(permission: string): permission is TStaffPermission {
  return Object.hasOwn(STAFF_PERMISSIONS, permission);
}

/**
 * Whether a member sees a link. Until their role is known every link shows (the route guard waits for
 * it on these pages anyway); a permission the shell does not know hides the link.
 */
function isVisibleTo(role: TMemberRole | null, permission: string | undefined): boolean {
  if (permission === undefined) return true;
  if (!isKnownPermission(permission)) return false;
  return role === null || memberRoleHas(role, permission);
}

/**
 * The sidebar of an area from the remotes' declarations: every remote's groups for the area, by their
 * declared order (remotes.json's order between equals), in the reader's language. A remote that did not
 * answer adds nothing; its pages show the unavailable panel when opened.
 */
export function menuGroupsFor(
  area: TMenuArea,
  declarations: readonly RemoteDeclaration[],
  role: TMemberRole | null,
  language: TLanguage,
): MenuGroup[] {
  const text = (texts: TNavigationTexts) => texts[language];
  return declarations
    .flatMap((declaration) =>
      declaration.status === 'success'
        ? declaration.navigation.menus.map((group, index) => ({
            group,
            id: `${declaration.remote}#${index}`,
          }))
        : [],
    )
    .filter(({ group }) => group.area === area)
    .sort((left, right) => left.group.order - right.group.order)
    .map(({ group, id }) => ({
      id,
      title: group.title ? text(group.title) : null,
      links: group.items
        .filter((item) => isVisibleTo(role, item.permission))
        .map((item) => ({ path: item.path, label: text(item.label), icon: menuIcon(item.icon) })),
    }))
    .filter((group) => group.links.length > 0);
}
