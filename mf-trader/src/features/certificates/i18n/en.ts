/** The certificates page's texts (namespace `trader-certificates`); es.ts and it.ts follow this shape. */
export const en = {
  intro:
    'Your firm certifies each challenge you pass, each funded account you earn and each payout you receive. Anyone can check a certificate with its code.',
  kind: {
    challenge_passed: 'Challenge passed',
    funded: 'Funded trader',
    payout: 'Payout received',
  },
  columns: {
    achievement: 'Achievement',
    account: 'Account',
    issued: 'Issued',
    code: 'Code',
    actions: 'Actions',
  },
  amount: '{{amount}} paid',
  size: '{{size}} account',
  revoked: 'Revoked',
  revokedOn: 'Revoked by your firm on {{date}}: it can no longer be downloaded.',
  preview: 'Preview',
  previewOf: 'Preview of the {{kind}} certificate',
  download: 'Download PDF',
  close: 'Close',
  loading: 'Loading your certificates',
  loadFailed: 'Your certificates could not be loaded.',
  pdfFailed: 'The certificate could not be opened. Try again.',
  pagination: 'Certificate pages',
  empty: 'No certificates yet',
  emptyHint: 'Pass a challenge phase to earn your first one.',
  name: {
    legend: 'Name on your certificates',
    full: 'Full name',
    first_name_initial: 'First name and initial',
    printedAs: 'Printed as: {{name}}',
    failed: 'Your choice could not be saved.',
  },
};
