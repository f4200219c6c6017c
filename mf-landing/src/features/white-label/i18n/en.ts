/** The white-label offer and its request form, in English: the shape every language follows, and the fallback of each. */
export const en = {
  title: 'Your own prop firm, on our platform',
  lead: 'Launch a branded evaluation business without building the software: your name, your colours, your rules.',
  offerTitle: 'What you get',
  offer: [
    'A portal under your brand and your own domain, in English, Spanish and Italian',
    'Your plans and rules: daily and maximum loss, targets, trading days, payouts, versioned and enforced live',
    'Checkout, trader accounts, breach reports with disputes, and payouts with KYC',
    'A five-level affiliate program with commissions and reports',
    'Your team: members and roles, support agents, an activity log of every change',
  ],
  formTitle: 'Ask for your portal',
  companyName: 'Company name',
  contactName: 'Your name',
  email: 'Work email',
  phone: 'Phone (optional)',
  website: 'Website (optional)',
  expectedTraders: 'Traders you expect in the first year',
  ranges: {
    under_100: 'Fewer than 100',
    '100_1000': '100 to 1,000',
    '1000_10000': '1,000 to 10,000',
    over_10000: 'More than 10,000',
  },
  message: 'What should we know? (optional)',
  submit: 'Send request',
  sent: 'Thank you — we received your request and will write to you within two working days.',
  failed: 'Your request could not be sent. Please try again later.',
  required: 'Required',
  invalidEmail: 'Enter a valid email address',
  invalidWebsite: 'Enter a web address such as https://example.com',
  description: 'Run your own branded prop firm on {{firm}}: plans, rules, checkout, payouts and affiliates.',
};

export type WhiteLabelCatalog = typeof en;
