/** English is the source catalog: es and it must have exactly the same keys (checked by the compiler). */
export const en = {
  app: {
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  language: {
    label: 'Language',
    names: { en: 'English', es: 'Español', it: 'Italiano' },
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    returnHome: 'Return to Home',
  },
  errorScreen: {
    title: 'Oops! Something went wrong',
    description: 'We apologize for the inconvenience. An unexpected error has occurred.',
    errorId: 'Error ID',
    persists: 'If this problem persists, please contact our support team with the Error ID above.',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
    reportIssue: 'Report Issue',
    showDetails: 'Show technical details',
    hideDetails: 'Hide technical details',
    reportSubject: 'Error report {{id}}',
    reportBody:
      'Error ID: {{id}}\nPage: {{url}}\nTime: {{time}}\nMessage: {{message}}\n\nWhat were you doing when it happened?\n',
  },
  remoteUnavailable: {
    title: 'This part of the portal is unavailable',
    description:
      'We could not load it right now. The rest of the portal keeps working; please try again in a moment.',
    retry: 'Retry',
  },
  header: {
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications, {{count}} unread',
    notificationsUnread_other: 'Notifications, {{count}} unread',
    welcome: 'Welcome, {{name}}',
    accountMenu: 'Account menu',
    profileSettings: 'Profile Settings',
    signOut: 'Sign Out',
    signedOut: 'Signed out successfully',
    roleAdministrator: 'Administrator',
    roleTrader: 'Trader',
    /** The signed-in person's role in the organization they run, on its pages. */
    staffRoles: {
      owner: 'Owner',
      admin: 'Admin',
      manager: 'Manager',
      agent: 'Support agent',
    },
    affiliateDashboard: 'Affiliate Dashboard',
    becomePartner: 'Become Partner',
    signIn: 'Sign In',
  },
  organizationSwitcher: {
    label: 'Switch organization',
    search: 'Search organizations...',
    empty: 'No organizations found.',
  },
  statusGate: {
    suspendedTitle: 'Account Suspended',
    suspendedMessage: 'Your organization has been suspended.',
    suspendedHint: 'Contact the administrator to reactivate your account.',
    pendingTitle: 'Account Pending',
    pendingMessage: 'Your organization is awaiting activation.',
    pendingHint: 'Your account will be activated shortly. Please try again later.',
    limitedTitle: 'Limited Access',
    limitedMessage: 'Your organization status is: {{status}}',
    recheck: 'Check Status Again',
    logout: 'Logout',
  },
  statusBanner: {
    suspended:
      '{{name}} is suspended: its traders cannot buy, trade or request payouts until it is reactivated.',
    pending:
      '{{name}} is awaiting activation: its traders can buy, trade and request payouts once it is active.',
    other: 'The status of {{name}} is {{status}}: its traders cannot buy, trade or request payouts.',
  },
  pageFrame: {
    emptyTitle: 'Nothing here yet',
    emptyDescription: 'This page is being prepared and will show your data soon.',
  },
  pagination: {
    summary: '{{from}}–{{to}} of {{total}}',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CommonCatalog = Widen<typeof en>;
