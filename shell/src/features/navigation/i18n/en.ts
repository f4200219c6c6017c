/**
 * The sidebar's labels: the shell cannot read the remotes' own page titles, so it names their pages
 * itself. English is the source: es.ts and it.ts are typed by it.
 */
export const en = {
  label: 'Sidebar',
  toggle: 'Toggle sidebar (Ctrl+B)',
  openMenu: 'Open menu',
  plans: 'Plans',
  groups: {
    supportInfo: 'Support & Info',
    affiliate: 'Affiliate',
    general: 'General',
    adminOrganizationView: 'Admin Organization View',
  },
  items: {
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    payouts: 'Payouts',
    certificates: 'Certificates',
    support: 'Support',
    affiliateProgram: 'Affiliate Program',
    whiteLabelGuide: 'White Label Guide',
    clientManagement: 'Client Management',
    traderPayouts: 'Trader Payouts',
    verifications: 'Identity Verifications',
    affiliateManagement: 'Affiliate Management',
    affiliatePayouts: 'Affiliate Payouts',
    supportAgents: 'Support Agents',
    propTradingSettings: 'Prop Trading Settings',
    membersRoles: 'Members & Roles',
    domainManagement: 'Domain Management',
    activityLogs: 'Activity Logs',
    securityDashboard: 'Security Dashboard',
    organizationProfile: 'Organization Profile',
    organizations: 'Organizations',
    users: 'Users',
    approvals: 'Approvals',
    billing: 'Billing & Revenue',
    analytics: 'Analytics',
    security: 'Security',
    diagnostic: 'Support Diagnostics',
    loadTest: 'Load Test',
    clients: 'Clients',
    affiliates: 'Affiliates',
    agents: 'Support Agents',
    members: 'Members',
    domains: 'Domains',
    organizationSecurity: 'Organization Security',
  },
};

export type NavigationCatalog = typeof en;
