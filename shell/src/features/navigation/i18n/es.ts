import type { NavigationCatalog } from './en.ts';

/** Loaded only for a reader who chose Spanish (see index.ts). */
export const es: NavigationCatalog = {
  label: 'Barra lateral',
  toggle: 'Mostrar u ocultar la barra lateral (Ctrl+B)',
  openMenu: 'Abrir menú',
  plans: 'Planes',
};
