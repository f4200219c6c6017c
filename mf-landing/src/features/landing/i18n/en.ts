/** The landing's hero and its three steps, in English: the shape every language follows, and the fallback of each. */
export const en = {
  hero: {
    facts: 'Funding up to {{size}} · challenges from {{fee}}',
    eyebrow: 'Proprietary trading, funded',
    title: 'Trade our capital. Keep the larger share of your profit.',
    lead: 'Prove your skill in an evaluation with clear, published rules, become a funded trader and get paid a profit split.',
    startChallenge: 'Start Challenge',
    viewPlans: 'View Plans',
  },
  steps: {
    title: 'How it works',
    challenge: { title: 'Challenge', text: 'Reach the profit target while respecting the loss limits.' },
    verification: { title: 'Verification', text: 'Confirm your results with a second, easier step.' },
    funded: { title: 'Funded Trader', text: 'Trade a funded account and receive your profit split.' },
  },
};

export type LandingCatalog = typeof en;
