/**
 * The English texts of the white-label requests panel (namespace `admin-white-label`); es.ts and it.ts follow
 * this shape.
 */
export const en = {
  whiteLabel: {
    title: 'White-label requests',
    description: 'Firms that asked for their own branded portal on the white-label page.',
    filterLabel: 'Status',
    allStatuses: 'All statuses',
    statuses: {
      new: 'New',
      contacted: 'Contacted',
      closed: 'Closed',
    },
    traderRanges: {
      under_100: 'Under 100',
      '100_1000': '100 – 1,000',
      '1000_10000': '1,000 – 10,000',
      over_10000: 'Over 10,000',
    },
    columns: {
      company: 'Company',
      contact: 'Contact',
      website: 'Website',
      expectedTraders: 'Expected traders',
      message: 'Message',
      received: 'Received',
      status: 'Status',
    },
    none: '—',
    noMessage: 'No message',
    details: 'Details',
    detailsOf: 'Details of {{company}}',
    email: 'Email',
    phone: 'Phone',
    note: 'Internal note',
    noNote: 'No note yet',
    handledBy: 'Last changed on {{date}} by {{email}}',
    handledAt: 'Last changed on {{date}}',
    notHandled: 'Not handled yet',
    loading: 'Loading white-label requests',
    empty: 'No white-label requests yet',
    emptyHint: 'Requests sent from the white-label page appear here.',
    emptyFiltered: 'No requests with this status',
    loadFailed: 'The white-label requests could not be loaded.',
    retry: 'Retry',
    pages: 'Pages of white-label requests',
    changeStatus: 'Change status',
    changeStatusOf: 'Change the status of {{company}}',
    markAs: 'Mark as {{status}}',
    editNote: 'Edit note',
    dialogTitle: '{{company}}: {{status}}',
    noteHint: 'Seen by platform staff only. Leave it empty to remove the note.',
    save: 'Save',
    cancel: 'Cancel',
    statusChanged: '{{company}}: {{status}}',
    statusChangedTitle: 'Status updated',
    changeFailed: 'Status not updated',
    tryAgain: 'Nothing was changed. Please try again in a moment.',
  },
};

export type WhiteLabelCatalog = typeof en;
