// valibot, like remotes.json: a remote's declaration is checked in the browser before the shell trusts it.
import * as v from 'valibot';
import { parseCheckedFile } from './checked-file.ts';

/**
 * What a remote declares about itself, read by the shell at run time: the paths it serves and the
 * entries it adds to the portal's menus. Each remote's build writes it as `navigation.json` beside its
 * `mf-manifest.json` (from the remote's own `src/navigation.ts`), so a remote that gains a page or a menu
 * entry is deployed alone: the shell, built long before, reads the new file on the next page load.
 */
export const NAVIGATION_FILE = 'navigation.json';

/** Where a remote's navigation.json lives, beside the manifest remotes.json names. */
export function navigationUrl(manifestEntry: string): string {
  return new URL(NAVIGATION_FILE, manifestEntry).href;
}

/** The portal areas that have a sidebar; the area of a path follows from its prefix (areas.ts). */
export const MENU_AREAS = ['trader', 'organization', 'support-agent', 'admin'] as const;
export type TMenuArea = (typeof MENU_AREAS)[number];

export function isMenuArea(area: string): area is TMenuArea {
  return (MENU_AREAS as readonly string[]).includes(area);
}

/** A text in every language the portal speaks; the remote owns its words. */
const TextsSchema = v.object({ en: v.string(), es: v.string(), it: v.string() });
export type TNavigationTexts = v.InferOutput<typeof TextsSchema>;

const pathPattern = v.pipe(v.string(), v.startsWith('/'), v.maxLength(200));

const MenuItemSchema = v.object({
  path: pathPattern,
  /** A name from the shell's icon set (menu-icons.ts); an unknown name shows a plain dot. */
  icon: v.string(),
  label: TextsSchema,
  /**
   * The staff permission the page needs (STAFF_PERMISSIONS): members without it do not see the link. An
   * unknown permission hides the link, since the shell cannot tell who holds it.
   */
  permission: v.optional(v.string()),
});
export type TMenuItem = v.InferOutput<typeof MenuItemSchema>;

const MenuGroupSchema = v.object({
  area: v.picklist(MENU_AREAS),
  /** Groups of all remotes in an area are shown by this number, lowest first. */
  order: v.number(),
  /** The group's heading; null for an untitled group. */
  title: v.nullable(TextsSchema),
  items: v.array(MenuItemSchema),
});
export type TMenuGroup = v.InferOutput<typeof MenuGroupSchema>;

export const RemoteNavigationSchema = v.object({
  /** Every path the remote serves, in react-router pattern syntax. */
  paths: v.array(pathPattern),
  menus: v.array(MenuGroupSchema),
});
export type TRemoteNavigation = v.InferOutput<typeof RemoteNavigationSchema>;

/** A remote's declaration; throws naming the first field that is wrong. */
export function parseRemoteNavigation(input: unknown): TRemoteNavigation {
  return parseCheckedFile(RemoteNavigationSchema, input, NAVIGATION_FILE);
}
