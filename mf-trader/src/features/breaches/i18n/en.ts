/**
 * The English texts of the breach reports and their disputes (namespace `trader-breaches`); es.ts and it.ts
 * follow this shape.
 */
export const en = {
  breach: {
    sectionTitle: 'Breach report',
    title: '{{rule}} breached',
    rule: 'Rule',
    severity: 'Severity',
    severities: {
      hard: 'Hard breach',
      soft: 'Soft breach',
    },
    at: 'When',
    floor: 'Floor',
    compared: 'Compared value',
    comparedValue: {
      equity: 'Equity {{amount}}',
      balance: 'Balance {{amount}}',
    },
    tolerance: 'Tolerance',
    formula: 'Formula',
    timeline: 'What happened before',
    position: 'position {{id}}',
    equityAt: 'equity {{equity}}',
    estimate: 'estimated',
    inputHash: 'Verdict fingerprint: {{hash}}',
    events: {
      deal_opened: 'Position opened',
      deal_closed: 'Position closed',
      equity_update: 'Equity update',
      daily_reset: 'Daily reset',
      clock_tick: 'Clock check',
    },
  },
  dispute: {
    open: 'Dispute this breach',
    formLabel: 'Dispute form',
    lead: 'Tell us why you think this verdict is wrong. The figures above are recomputed from the same inputs when your dispute is reviewed.',
    message: 'Your explanation',
    counter: '{{count}} / {{max}} characters',
    tooShort: 'Explain what you dispute in at least {{count}} characters',
    tooLong: 'Use at most {{count}} characters',
    cancel: 'Cancel',
    submit: 'Send dispute',
    exists: 'A dispute for this breach has already been sent.',
    failed: 'The dispute could not be sent. Please try again.',
    resolution: 'Resolution: {{resolution}}',
    sentAt: 'Sent {{time}}',
    status: {
      open: 'Dispute under review',
      upheld: 'Dispute upheld',
      rejected: 'Dispute rejected',
    },
  },
};

export type BreachesCatalog = typeof en;
