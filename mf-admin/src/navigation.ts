import type { TRemoteNavigation } from '@propdesk/shared/federation';

/**
 * The platform administration's pages, served by mf-admin. The admin's Organization View
 * (/admin/org-…) is mf-organization's, which declares it.
 * The build writes this declaration as navigation.json beside the remote's manifest; the shell reads it
 * at run time to route these paths here and to build the sidebar, so a page or menu entry added here
 * ships with this remote alone.
 */
export const ADMIN_PATHS = [
  '/admin',
  '/admin/dashboard',
  '/admin/profile',
  '/admin/notifications',
  '/admin/organizations',
  '/admin/users',
  '/admin/accounts',
  '/admin/approvals',
  '/admin/billing',
  '/admin/analytics',
  '/admin/security',
  '/admin/load-test',
  '/admin/diagnostic',
] as const;
export type AdminPath = (typeof ADMIN_PATHS)[number];

export const navigation = {
  paths: [...ADMIN_PATHS],
  menus: [
    {
      area: 'admin',
      order: 10,
      title: { en: 'General', es: 'General', it: 'Generale' },
      items: [
        {
          path: '/admin/dashboard',
          icon: 'dashboard',
          label: { en: 'Dashboard', es: 'Panel', it: 'Dashboard' },
        },
        {
          path: '/admin/organizations',
          icon: 'building',
          label: { en: 'Organizations', es: 'Organizaciones', it: 'Organizzazioni' },
        },
        {
          path: '/admin/users',
          icon: 'users',
          label: { en: 'Users', es: 'Usuarios', it: 'Utenti' },
        },
        {
          path: '/admin/accounts',
          icon: 'wallet',
          label: { en: 'Accounts', es: 'Cuentas', it: 'Conti' },
        },
        {
          path: '/admin/approvals',
          icon: 'checklist',
          label: { en: 'Approvals', es: 'Aprobaciones', it: 'Approvazioni' },
        },
        {
          path: '/admin/billing',
          icon: 'receipt',
          label: { en: 'Billing & Revenue', es: 'Facturación e ingresos', it: 'Fatturazione e ricavi' },
        },
        {
          path: '/admin/analytics',
          icon: 'chart-bar',
          label: { en: 'Analytics', es: 'Analítica', it: 'Analisi' },
        },
        {
          path: '/admin/security',
          icon: 'lock',
          label: { en: 'Security', es: 'Seguridad', it: 'Sicurezza' },
        },
        {
          path: '/admin/diagnostic',
          icon: 'stethoscope',
          label: { en: 'Support Diagnostics', es: 'Diagnóstico de soporte', it: 'Diagnostica supporto' },
        },
        {
          path: '/admin/load-test',
          icon: 'gauge',
          label: { en: 'Load Test', es: 'Prueba de carga', it: 'Test di carico' },
        },
      ],
    },
  ],
} satisfies TRemoteNavigation;
