/** The elite access page. English is the source: es.ts and it.ts are typed by it. */
export const en = {
  access: {
    title: 'Elite access',
    lead: 'Enter the access code of the elite area.',
    code: 'Access code',
    submit: 'Enter',
    required: 'Enter the access code',
    granted: 'Access granted',
    invalid: 'Invalid access code',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    closed: 'The elite area is not available.',
    failed: 'The code could not be checked. Please try again later.',
  },
};

export type EliteCatalog = typeof en;
