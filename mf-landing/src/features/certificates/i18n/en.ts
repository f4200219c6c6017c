/** The public certificate verification page (namespace `landing-certificates`); es and it follow it. */
export const en = {
  title: 'Certificate verification',
  description: 'Check that a trading certificate issued by {{firm}} is genuine.',
  code: 'Code {{code}}',
  checking: 'Checking the certificate…',
  valid: {
    heading: 'This certificate is genuine',
    lead: '{{firm}} certifies this achievement.',
  },
  revoked: {
    heading: 'This certificate was revoked',
    lead: '{{firm}} withdrew it on {{date}}. It no longer attests anything.',
  },
  unknown: {
    heading: 'No certificate has this code',
    lead: 'Check the code on the certificate: 16 letters and digits, in four groups.',
  },
  facts: {
    holder: 'Awarded to',
    achievement: 'Achievement',
    account: 'Account size',
    amount: 'Amount paid',
    issued: 'Issued on',
    organization: 'Issued by',
  },
  kind: {
    challenge_passed: 'Challenge passed',
    funded: 'Funded trader',
    payout: 'Profit split payout',
  },
  loadFailed: 'The certificate could not be checked just now.',
  retry: 'Try again',
};
