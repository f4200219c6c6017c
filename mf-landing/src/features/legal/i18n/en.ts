/** The FAQ page and the legal pages, in English: the shape every language follows, and the fallback of each. */
export const en = {
  legal: {
    updated: 'Last updated {{date}}',
    loading: 'Loading…',
    failed: 'This page could not be loaded.',
    retry: 'Retry',
  },
  faqPage: {
    description:
      'Answers about {{firm}}: challenges, rules, payouts, refunds, verification and your account.',
    lead: 'Cannot find your answer? Write to {{supportEmail}}.',
  },
  pages: {
    faq: 'Frequently Asked Questions',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    riskDisclosure: 'Risk Disclosure',
    cookies: 'Cookie Policy',
    whiteLabelCheckout: 'White Label for Prop Firms',
  },
};

export type LegalCatalog = typeof en;
