/** The English texts of the organization's profile (namespace `organizationProfile`); es.ts and it.ts follow it. */
export const en = {
  loading: 'Loading the profile…',
  loadFailed: 'The profile could not be loaded.',
  retry: 'Retry',
  noOrganization: 'Choose an organization first.',
  intro:
    'How your firm appears to traders: its name, and the company details and support contacts shown in the footer and the legal pages of its site.',
  readOnly: 'Only owners and admins of the organization can change its profile.',
  sections: { company: 'Company', support: 'Support' },
  fields: {
    name: 'Display name',
    legalName: 'Legal name',
    registeredAddress: 'Registered address',
    supportEmail: 'Support e-mail',
    supportPhone: 'Support phone',
    supportHours: 'Support hours',
  },
  hints: {
    legalName: 'The registered company name, as on official documents.',
    supportPhone: 'With the country code, such as +39 06 1234 5678.',
    supportHours: 'For example: Mon–Fri 9:00–18:00 CET.',
  },
  errors: {
    nameTooShort: 'Enter at least {{min}} characters.',
    tooLong: 'At most {{max}} characters.',
    email: 'Enter an e-mail address, such as support@yourfirm.com.',
    phone: 'Enter the number with its country code, such as +39 06 1234 5678.',
    invalid: 'Check this field.',
  },
  save: 'Save profile',
  saved: 'Profile saved.',
  saveFailed: 'The profile could not be saved. Please try again.',
  invalidFields: 'Some fields need attention.',
  forbidden: 'Your role does not allow changing this profile.',
};

export type TOrganizationProfileCatalog = typeof en;
