/**
 * The English texts of the admin area (page titles) (namespace `admin`); es.ts and it.ts follow this shape.
 */
export const en = {
  pages: {
    dashboard: 'Total Dashboard',
    organizations: 'Organizations',
    users: 'Users',
    accounts: 'Accounts',
    approvals: 'Approvals',
    billing: 'Billing & Revenue',
    analytics: 'Analytics',
    security: 'Security',
    loadTest: 'Load Test',
    diagnostic: 'Support Diagnostics',
    profile: 'Profile',
    notifications: 'Notifications',
  },
};

export type AdminCatalog = typeof en;
