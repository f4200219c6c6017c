/**
 * The English texts of the organization area (page titles) (namespace `organization`); es.ts and it.ts follow
 * this shape.
 */
export const en = {
  pages: {
    profile: 'Organization Profile',
    notifications: 'Notifications',
    dashboard: 'Dashboard',
    accounts: 'Accounts',
    accountDetails: 'Account details',
    members: 'Members & Roles',
    propTradingSettings: 'Prop Trading Settings',
    activityLogs: 'Activity Logs',
    security: 'Security Dashboard',
    clients: 'Client Management',
    clientDetails: 'Client Details',
    guide: 'White Label Guide',
    payouts: 'Trader Payouts',
    verifications: 'Identity Verifications',
    affiliates: 'Affiliate Management',
    affiliatePayouts: 'Affiliate Payouts',
    agents: 'Support Agents',
    domains: 'Domain Management',
    liveSupport: 'Live Support',
    api: 'API Management',
    supportAgentDashboard: 'Client Lookup',
    supportAgentNotifications: 'Notifications',
  },
};

export type OrganizationCatalog = typeof en;
