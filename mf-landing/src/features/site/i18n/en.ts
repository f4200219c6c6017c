/** The public site's frame: top bar, support popup and footer, in English: the shape every language follows, and the fallback of each. */
export const en = {
  nav: {
    label: 'Main',
    home: 'Home',
    funding: 'Funding',
    features: 'Features',
    faq: 'FAQ',
    getStarted: 'Get Started',
    menu: 'Menu',
  },
  support: {
    button: 'Support',
    contact: 'Contact Support',
    email: 'Email Us',
    call: 'Call Us',
  },
  footer: {
    pricing: 'Pricing',
    support: 'Support',
    affiliateProgram: 'Affiliate Program',
    terms: 'Terms',
    riskDisclosure: 'Risk Disclosure',
    cookies: 'Cookies',
    privacy: 'Privacy Policy',
    faq: 'FAQ',
    companyLabel: 'Company and contact details',
    registeredOffice: 'Registered office',
    supportHours: 'Support hours',
    simulated: 'All trading takes place on simulated accounts. Trading involves substantial risk of loss.',
  },
};

export type SiteCatalog = typeof en;
