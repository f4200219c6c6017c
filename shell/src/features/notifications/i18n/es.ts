import type { NotificationBellCatalog } from './en.ts';

export const es: NotificationBellCatalog = {
  heading: 'Notificaciones',
  viewAll: 'Ver todas las notificaciones',
};
