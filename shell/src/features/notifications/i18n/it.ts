import type { NotificationBellCatalog } from './en.ts';

export const it: NotificationBellCatalog = {
  heading: 'Notifiche',
  viewAll: 'Vedi tutte le notifiche',
};
