import type { TRemoteNavigation } from '@propdesk/shared/federation';

/**
 * The partner program's pages, served by mf-affiliate.
 * The build writes this declaration as navigation.json beside the remote's manifest; the shell reads it
 * at run time to route these paths here and to build the sidebar, so a page or menu entry added here
 * ships with this remote alone.
 */
export const AFFILIATE_PATHS = ['/affiliate-program', '/affiliate-registration'] as const;
export type AffiliatePath = (typeof AFFILIATE_PATHS)[number];

export const navigation = {
  paths: [...AFFILIATE_PATHS],
  menus: [],
} satisfies TRemoteNavigation;
