import type { TRemoteNavigation } from '@propdesk/shared/federation';

/**
 * The elite area's pages, served by mf-elite (it has a layout of its own, no sidebar).
 * The build writes this declaration as navigation.json beside the remote's manifest; the shell reads it
 * at run time to route these paths here and to build the sidebar, so a page or menu entry added here
 * ships with this remote alone.
 */
export const ELITE_PATHS = [
  '/elite',
  '/elite/dashboard',
  '/elite/clients',
  '/elite/payouts',
  '/elite/affiliates',
  '/elite/affiliate-payouts',
] as const;
export type ElitePath = (typeof ELITE_PATHS)[number];

export const navigation = {
  paths: [...ELITE_PATHS],
  menus: [],
} satisfies TRemoteNavigation;
