/** The sections below the funding packages (no plan figure is written here: splits, sizes and fees come from the plan data), in English: the shape every language follows, and the fallback of each. */
export const en = {
  features: {
    title: 'Everything you need to get funded',
    platforms: {
      title: 'MetaTrader 5 and cTrader',
      text: 'Trade on the platforms you know, or on the built-in simulator.',
    },
    rules: {
      title: 'Rules you can read',
      text: 'Every limit is published with its formula and shown live in your account.',
    },
    payouts: {
      title: 'Payouts within 24 hours',
      text: 'Approved payout requests are processed within a day.',
    },
    period: {
      title: 'No time pressure',
      text: 'Take the time you need: the evaluation has no deadline on time-unlimited plans.',
    },
  },
  why: {
    title: 'Why traders choose us',
    split: 'Keep up to {{split}} of the profit you make',
    funding: 'Accounts up to {{size}}',
    fee: 'Challenges from {{fee}}',
    transparency: 'Breach reports you can read and dispute',
  },
  keyFeatures: {
    title: 'Key features',
    items: [
      'Live objectives: profit target, daily and maximum loss room, trading days',
      'A countdown to the daily reset in your local time',
      'Two-step verification for your account',
      'Support in English, Spanish and Italian',
    ],
  },
  awards: {
    title: 'What we stand for',
    items: ['Published rules', 'Fast payouts', 'Fair evaluation', 'Human support'],
  },
  markets: {
    title: 'Markets',
    lead: '1,000+ instruments overall',
    forex: { title: 'Forex', text: '70+ instruments, spreads from 0.0 pips' },
    indices: { title: 'Indices', text: '15+ indices, 24/5' },
    commodities: { title: 'Commodities', text: '25+ instruments, leverage up to 1:100' },
    crypto: { title: 'Cryptocurrencies', text: '30+ instruments, 24/7' },
  },
  partners: {
    title: 'Become a partner',
    lead: 'Earn on every challenge bought through your link, across five levels of sub-affiliates.',
    stats: {
      commission: { value: 'Up to 30%', label: 'commission' },
      levels: { value: '5 levels', label: 'of sub-affiliates' },
      onboarding: { value: '24 h', label: 'onboarding' },
      review: { value: '24–48 h', label: 'application review' },
    },
    benefits: {
      daily: { title: 'Daily payouts', text: 'Request your commissions when they are due, any day.' },
      multilevel: {
        title: 'Multilevel structure',
        text: 'Earn on the traders your sub-affiliates bring too.',
      },
      reliable: {
        title: 'Reliable commissions',
        text: 'Every purchase and level is reported, with CSV exports.',
      },
      fast: { title: 'Fast onboarding', text: 'Apply in minutes; we review within 48 hours.' },
    },
    apply: 'Become a Partner',
    program: 'Affiliate Program',
  },
  restricted: {
    title: 'Restricted countries',
    text: 'We cannot accept traders who live in, or trade from: {{countries}}.',
  },
  cta: {
    title: 'Ready to prove your skill?',
    text: 'Pick a plan, pass the evaluation and trade a funded account.',
    start: 'Start Challenge',
    plans: 'View Plans',
  },
};

export type SectionsCatalog = typeof en;
