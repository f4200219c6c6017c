import type { TRemoteNavigation } from '@propdesk/shared/federation';

/**
 * A firm's back office, its support agents' pages, and the admin's Organization View: the same
 * pages for the organization a platform admin chose in the switcher, under /admin/org-… (most with an
 * alias: /admin/org-clients and /admin/clients, …).
 * The build writes this declaration as navigation.json beside the remote's manifest; the shell reads it
 * at run time to route these paths here and to build the sidebar, so a page or menu entry added here
 * ships with this remote alone.
 */
export const ORGANIZATION_PATHS = [
  '/organization',
  '/organization/profile',
  '/organization/notifications',
  '/organization/dashboard',
  '/organization/accounts',
  '/organization/accounts/:accountId',
  '/organization/members',
  '/organization/prop-trading-settings',
  '/organization/activity-logs',
  '/organization/security',
  '/organization/clients',
  '/organization/clients/:userId/details',
  '/organization/guide',
  '/organization/payouts',
  '/organization/verifications',
  '/organization/affiliates',
  '/organization/affiliate-payouts',
  '/organization/agents',
  '/organization/domains',
  '/organization/live-support',
  '/organization/api',
  '/support-agent/dashboard',
  '/support-agent/notifications',
  '/admin/prop-trading-settings',
  '/admin/org-settings',
  '/admin/org-dashboard',
  '/admin/org-clients',
  '/admin/clients',
  '/admin/org-payouts',
  '/admin/payouts',
  '/admin/verifications',
  '/admin/affiliate-payouts',
  '/admin/org-affiliates',
  '/admin/affiliates',
  '/admin/org-agents',
  '/admin/agents',
  '/admin/org-members',
  '/admin/members',
  '/admin/org-domains',
  '/admin/domains',
  '/admin/org-activity-logs',
  '/admin/activity-logs',
  '/admin/org-security',
] as const;
export type OrganizationPath = (typeof ORGANIZATION_PATHS)[number];

export const navigation = {
  paths: [...ORGANIZATION_PATHS],
  menus: [
    {
      area: 'organization',
      order: 10,
      title: null,
      items: [
        {
          path: '/organization/dashboard',
          icon: 'dashboard',
          label: { en: 'Dashboard', es: 'Panel', it: 'Dashboard' },
          permission: 'dashboard.read',
        },
        {
          path: '/organization/guide',
          icon: 'book',
          label: { en: 'White Label Guide', es: 'Guía de marca blanca', it: 'Guida white label' },
        },
        {
          path: '/organization/clients',
          icon: 'users',
          label: { en: 'Client Management', es: 'Gestión de clientes', it: 'Gestione clienti' },
          permission: 'clients.read',
        },
        {
          path: '/organization/payouts',
          icon: 'cash',
          label: { en: 'Trader Payouts', es: 'Pagos a traders', it: 'Pagamenti ai trader' },
          permission: 'payouts.review',
        },
        {
          path: '/organization/verifications',
          icon: 'id-badge',
          label: {
            en: 'Identity Verifications',
            es: 'Verificaciones de identidad',
            it: 'Verifiche d’identità',
          },
          permission: 'kyc.review',
        },
        {
          path: '/organization/affiliates',
          icon: 'affiliate',
          label: { en: 'Affiliate Management', es: 'Gestión de afiliados', it: 'Gestione affiliati' },
        },
        {
          path: '/organization/affiliate-payouts',
          icon: 'receipt',
          label: { en: 'Affiliate Payouts', es: 'Pagos a afiliados', it: 'Pagamenti agli affiliati' },
        },
        {
          path: '/organization/agents',
          icon: 'headset',
          label: { en: 'Support Agents', es: 'Agentes de soporte', it: 'Agenti di supporto' },
          permission: 'members.read',
        },
        {
          path: '/organization/prop-trading-settings',
          icon: 'settings',
          label: {
            en: 'Prop Trading Settings',
            es: 'Ajustes de prop trading',
            it: 'Impostazioni prop trading',
          },
        },
        {
          path: '/organization/members',
          icon: 'users-group',
          label: { en: 'Members & Roles', es: 'Miembros y roles', it: 'Membri e ruoli' },
          permission: 'members.read',
        },
        {
          path: '/organization/domains',
          icon: 'world',
          label: { en: 'Domain Management', es: 'Gestión de dominios', it: 'Gestione domini' },
        },
        {
          path: '/organization/activity-logs',
          icon: 'activity',
          label: { en: 'Activity Logs', es: 'Registros de actividad', it: 'Registro attività' },
          permission: 'audit.read',
        },
        {
          path: '/organization/security',
          icon: 'shield-check',
          label: { en: 'Security Dashboard', es: 'Panel de seguridad', it: 'Dashboard sicurezza' },
          permission: 'security.read',
        },
        {
          path: '/organization/profile',
          icon: 'building',
          label: {
            en: 'Organization Profile',
            es: 'Perfil de la organización',
            it: "Profilo dell'organizzazione",
          },
        },
      ],
    },
    {
      area: 'support-agent',
      order: 10,
      title: null,
      items: [
        {
          path: '/support-agent/dashboard',
          icon: 'search',
          label: { en: 'Client Lookup', es: 'Búsqueda de clientes', it: 'Ricerca clienti' },
        },
        {
          path: '/support-agent/notifications',
          icon: 'bell',
          label: { en: 'Notifications', es: 'Notificaciones', it: 'Notifiche' },
        },
      ],
    },
    {
      area: 'admin',
      order: 20,
      title: {
        en: 'Admin Organization View',
        es: 'Vista de organización (admin)',
        it: 'Vista organizzazione (admin)',
      },
      items: [
        {
          path: '/admin/org-dashboard',
          icon: 'dashboard',
          label: { en: 'Dashboard', es: 'Panel', it: 'Dashboard' },
        },
        {
          path: '/admin/org-clients',
          icon: 'users',
          label: { en: 'Clients', es: 'Clientes', it: 'Clienti' },
        },
        {
          path: '/admin/org-payouts',
          icon: 'cash',
          label: { en: 'Payouts', es: 'Pagos', it: 'Pagamenti' },
        },
        {
          path: '/admin/verifications',
          icon: 'id-badge',
          label: {
            en: 'Identity Verifications',
            es: 'Verificaciones de identidad',
            it: 'Verifiche d’identità',
          },
        },
        {
          path: '/admin/org-affiliates',
          icon: 'affiliate',
          label: { en: 'Affiliates', es: 'Afiliados', it: 'Affiliati' },
        },
        {
          path: '/admin/affiliate-payouts',
          icon: 'receipt',
          label: { en: 'Affiliate Payouts', es: 'Pagos a afiliados', it: 'Pagamenti agli affiliati' },
        },
        {
          path: '/admin/org-agents',
          icon: 'headset',
          label: { en: 'Support Agents', es: 'Agentes de soporte', it: 'Agenti di supporto' },
        },
        {
          path: '/admin/org-settings',
          icon: 'settings',
          label: {
            en: 'Prop Trading Settings',
            es: 'Ajustes de prop trading',
            it: 'Impostazioni prop trading',
          },
        },
        {
          path: '/admin/org-members',
          icon: 'users-group',
          label: { en: 'Members', es: 'Miembros', it: 'Membri' },
        },
        {
          path: '/admin/org-domains',
          icon: 'world',
          label: { en: 'Domains', es: 'Dominios', it: 'Domini' },
        },
        {
          path: '/admin/org-activity-logs',
          icon: 'activity',
          label: { en: 'Activity Logs', es: 'Registros de actividad', it: 'Registro attività' },
        },
        {
          path: '/admin/org-security',
          icon: 'shield-check',
          label: {
            en: 'Organization Security',
            es: 'Seguridad de la organización',
            it: 'Sicurezza organizzazione',
          },
        },
      ],
    },
  ],
} satisfies TRemoteNavigation;
