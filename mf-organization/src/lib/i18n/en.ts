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
  /** The same pages in the admin's Organization View, under the admin area's own titles. */
  adminPages: {
    propTradingSettings: 'Prop Trading Settings',
    orgDashboard: 'Organization Dashboard',
    clients: 'Clients',
    payouts: 'Payouts',
    verifications: 'Identity Verifications',
    affiliatePayouts: 'Affiliate Payouts',
    affiliates: 'Affiliates',
    agents: 'Support Agents',
    members: 'Members',
    domains: 'Domains',
    activityLogs: 'Activity Logs',
    orgSecurity: 'Organization Security',
  },
};

export type OrganizationCatalog = typeof en;
