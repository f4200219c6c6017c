/** The development mailbox and reset tester. English is the source: es.ts and it.ts are typed by it. */
export const en = {
  devMailbox: {
    title: 'Email test mailbox',
    lead: 'Mails the portal would have sent. Available in development only.',
    empty: 'No mails yet.',
    refresh: 'Refresh',
    to: 'To',
    sentAt: 'Sent',
  },
  testReset: {
    title: 'Password reset tester',
    lead: 'Request a reset for an account, then open the link from the mailbox. Development only.',
    email: 'Email',
    submit: 'Request reset',
    open: 'Open the latest reset link',
    noLink: 'No reset mail for this address yet.',
  },
  validation: {
    email: 'Enter a valid email address',
  },
};

export type DevToolsCatalog = typeof en;
