/**
 * The sidebar's own labels; its links and group headings are the remotes', in their declarations.
 * English is the source: es.ts and it.ts are typed by it.
 */
export const en = {
  label: 'Sidebar',
  toggle: 'Toggle sidebar (Ctrl+B)',
  openMenu: 'Open menu',
  plans: 'Plans',
};

export type NavigationCatalog = typeof en;
