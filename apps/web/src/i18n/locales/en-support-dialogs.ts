/**
 * English texts: the Contact Support dialog and the Labels dialog (spec §2). Spec texts are written
 * exactly as the spec has them, its spelling included ('Priorites', spec §2).
 */
export const enSupportDialogs = {
  contact: {
    // Spec §2: the title is passed in.
    titles: {
      'Contact Support': 'Contact Support',
      'Escalate Ticket': 'Escalate Ticket',
    },
    close: 'Close',
    send: 'Send',
    // Asked when the dialog is closed with an unsent subject or description (kept as a draft meanwhile).
    draft: {
      title: 'Close without sending?',
      message:
        'Your ticket is not sent. Keep it as a draft for the next time you open Contact Support, or discard it? Attached files are not kept.',
      keep: 'Keep draft',
      discard: 'Discard',
    },
    form: 'Support ticket',
    tenant: 'Create ticket for Tenant',
    contacts: 'Contacts to notify',
    category: 'Category',
    customers: 'Customers',
    transactions: 'Transactions',
    transactionsHint: 'Search by external id, or type one and press Enter',
    priority: 'Priority',
    subject: 'Subject',
    description: 'Description',
    attachments: 'Attachments',
    required: 'This field is required',
    chooseTenantFirst: 'Choose a tenant first',
    // Spec §2: the menu and the optional fields it toggles, 'Priorites' as the spec spells it.
    expandFields: 'Expand fields',
    optionalFields: {
      customers: 'Customers',
      transactions: 'Transactions',
      priority: 'Priorites',
      attachments: 'Attachments',
    },
    priorities: {
      Low: 'Low',
      Medium: 'Medium',
      High: 'High',
    },
    categories: {
      Integration: 'Integration',
      Processing: 'Processing',
      Operational: 'Operational',
      Clarification: 'Clarification',
    },
    contactOption: '{{name}} ({{email}})',
    // Spec §8 "Ticket and files".
    categoriesFailed: "Categories couldn't be loaded! Please contact support!",
    tenantsFailed: "Tenants couldn't be loaded! Please contact support!",
    ticketCreated: 'Ticket created',
    ticketEscalated: 'Ticket escalated',
  },
  labels: {
    title: 'Labels',
    close: 'Close',
    list: 'Support labels',
    add: 'Add label',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    moveUp: 'Move {{name}} up',
    moveDown: 'Move {{name}} down',
    default: '(default)',
    swatch: 'Colour {{color}}',
    empty: 'No labels yet',
    loadFailed: 'The labels could not be loaded',
    formAdd: 'New label',
    formEdit: 'Edit label',
    name: 'Name',
    description: 'Description',
    color: 'Color',
    colorHex: 'Color (hex)',
    save: 'Save',
    cancel: 'Cancel',
    confirmDeleteTitle: 'Delete label',
    confirmDelete: 'Delete the label "{{name}}"? It is taken off every ticket that has it.',
    confirm: 'Delete',
    // Spec §5 label form and spec §8.
    fieldMessage: 'This field is required and must be alphanumeric.',
    created: 'Label created',
    deleted: 'Label deleted successfully',
  },
} as const;
