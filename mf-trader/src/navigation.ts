import type { TRemoteNavigation } from '@propdesk/shared/federation';

/**
 * The trader's pages, served by mf-trader.
 * The build writes this declaration as navigation.json beside the remote's manifest; the shell reads it
 * at run time to route these paths here and to build the sidebar, so a page or menu entry added here
 * ships with this remote alone.
 */
export const TRADER_PATHS = [
  '/dashboard',
  '/accounts',
  '/accounts/:accountId',
  '/payouts',
  '/certificates',
  '/copy-trading',
  '/profile',
  '/notifications',
  '/pricing',
  '/trading-plans',
  /** The sandbox payment provider's confirmation step (an order's confirmationPath). */
  '/checkout/:orderId',
  '/support',
  '/community',
  '/leaderboard',
  '/client/:orgSlug/dashboard',
] as const;
export type TraderPath = (typeof TRADER_PATHS)[number];

export const navigation = {
  paths: [...TRADER_PATHS],
  menus: [
    {
      area: 'trader',
      order: 10,
      title: null,
      items: [
        {
          path: '/dashboard',
          icon: 'dashboard',
          label: { en: 'Dashboard', es: 'Panel', it: 'Dashboard' },
        },
        {
          path: '/accounts',
          icon: 'wallet',
          label: { en: 'Accounts', es: 'Cuentas', it: 'Conti' },
        },
        {
          path: '/payouts',
          icon: 'cash',
          label: { en: 'Payouts', es: 'Pagos', it: 'Pagamenti' },
        },
        {
          path: '/certificates',
          icon: 'certificate',
          label: { en: 'Certificates', es: 'Certificados', it: 'Certificati' },
        },
      ],
    },
    {
      area: 'trader',
      order: 20,
      title: { en: 'Support & Info', es: 'Soporte e información', it: 'Supporto e info' },
      items: [
        {
          path: '/support',
          icon: 'lifebuoy',
          label: { en: 'Support', es: 'Soporte', it: 'Supporto' },
        },
      ],
    },
  ],
} satisfies TRemoteNavigation;
