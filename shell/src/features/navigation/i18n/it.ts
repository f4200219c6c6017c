import type { NavigationCatalog } from './en.ts';

/** Loaded only for a reader who chose Italian (see index.ts). */
export const it: NavigationCatalog = {
  label: 'Barra laterale',
  toggle: 'Mostra o nascondi la barra laterale (Ctrl+B)',
  openMenu: 'Apri menu',
  plans: 'Piani',
};
