/** The cookie banner, in English: the shape every language follows, and the fallback of each. */
export const en = {
  title: 'We value your privacy',
  text: 'We use essential cookies to run this site and, with your permission, cookies for analytics, marketing and personalization.',
  policyLink: 'Cookie Policy',
  acceptAll: 'Accept All',
  essentialOnly: 'Essential Only',
  customize: 'Customize',
  save: 'Save Preferences',
  settings: 'Cookie settings',
  category: {
    essential: 'Essential (always on)',
    analytics: 'Analytics',
    marketing: 'Marketing',
    personalization: 'Personalization',
  },
  description: {
    essential: 'Signing in, security, your language and this choice. The site does not work without them.',
    analytics: 'Counting visits and how pages are used, so we can improve them.',
    marketing: 'Measuring our advertising and showing you relevant offers elsewhere.',
    personalization: 'Remembering preferences beyond the essentials to tailor what you see.',
  },
};

export type ConsentCatalog = typeof en;
