/**
 * English texts: the merchant's onboarding screens (pre-check form, documents, proposals and
 * agreements) and the View Proposal / View Agreement and reject dialogs. The spec's texts are
 * written exactly as spec §2 has them ('Proposal version', 'Boarding Fees', the five fee labels,
 * 'Reject reason is required' comes from the contracts). The tenant's review screens have theirs
 * in en-onboarding-review.ts.
 */
export const enOnboarding = {
  loading: 'Loading',
  retry: 'Try again',
  loadFailed: 'This could not be loaded.',
  noAccess:
    'This part of onboarding is not available to your account. Ask an administrator of your business for access.',
  journey: {
    label: 'Onboarding journey',
    steps: {
      precheck: 'Pre-check',
      documents: 'Documents',
      proposal: 'Proposal',
      agreement: 'Agreement',
      sandbox: 'Sandbox',
    },
  },
  // Spec §2 View Proposal / View Agreement dialog.
  offer: {
    title: { proposal: 'Proposal', agreement: 'Agreement' },
    close: 'Close',
    created: 'Created',
    version: { proposal: 'Proposal version', agreement: 'Agreement version' },
    status: 'Status',
    rejectReason: 'Reject reason',
    merchant: 'Merchant',
    tenant: 'Tenant',
    boardingFees: 'Boarding Fees',
    // The labels of contracts BOARDING_FEES, in the spec's words.
    fees: {
      boardingFee: 'Boarding Fee',
      accountConfigurationFee: 'Account Configuration Fee',
      bankAccountSetupFee: 'Bank Account Setup Fee',
      monthlyMinimumFee: 'Monthly Minimum Fee',
      gatewayMonthlyAccess: 'Gateway Monthly Access',
    },
    productsAndFees: 'Products and fees',
    product: 'Product',
    noProducts: 'No products.',
    reject: 'Reject',
    accept: 'Accept',
    // Asked before Accept is sent: an accepted offer cannot be answered again.
    acceptConfirm: {
      title: { proposal: 'Accept this proposal?', agreement: 'Accept this agreement?' },
      message: {
        proposal:
          'You are accepting proposal version {{version}} from {{tenant}}. Once accepted, it can no longer be rejected.',
        agreement:
          'You are accepting agreement version {{version}} from {{tenant}}. Once accepted, it can no longer be rejected, and your account moves to the sandbox (Test mode).',
      },
    },
    loadFailed: {
      proposal: 'This proposal could not be loaded.',
      agreement: 'This agreement could not be loaded.',
    },
    answered: {
      proposalAccepted: 'Proposal accepted',
      proposalRejected: 'Proposal rejected',
      agreementAccepted: 'Agreement accepted: your sandbox is ready in Test mode',
      agreementRejected: 'Agreement rejected',
    },
  },
  // Spec §2 reject dialog (its message comes from the contracts: 'Reject reason is required').
  reject: {
    title: { proposal: 'Reject proposal', agreement: 'Reject agreement' },
    reason: 'Reject reason',
    cancel: 'Cancel',
    save: 'Save',
  },
  precheck: {
    heading: 'Pre-check form',
    sections: {
      business: 'Business',
      address: 'Address',
      sales: 'What you sell',
      volumes: 'Expected volumes',
      contact: 'Contact',
    },
    fields: {
      legalName: 'Legal name',
      tradingName: 'Trading name',
      registrationNumber: 'Registration number',
      country: 'Country',
      addressLine1: 'Address line 1',
      addressLine2: 'Address line 2',
      city: 'City',
      postalCode: 'Postal code',
      website: 'Website',
      merchantCategoryCode: 'Merchant category',
      currency: 'Currency',
      expectedMonthlyVolume: 'Expected monthly volume',
      averageTicket: 'Average ticket',
      contactName: 'Contact name',
      contactEmail: 'Contact email',
      contactPhone: 'Contact phone',
    },
    required: 'Required',
    amountIn: 'In {{currency}}',
    amountNoCurrency: 'Choose the currency first',
    amount: {
      currencyFirst: 'Choose the currency first',
      notAnAmount: 'An amount, such as 2500,50',
      tooManyDecimals_zero: 'Whole {{currency}} only, no decimals',
      tooManyDecimals_one: 'At most 1 decimal in {{currency}}',
      tooManyDecimals_other: 'At most {{count}} decimals in {{currency}}',
    },
    saveDraft: 'Save draft',
    submit: 'Submit for review',
    saved: 'Draft saved',
    submitted: 'Pre-check form submitted for review',
    status: {
      Draft: {
        title: 'Draft',
        body: 'Fill in the form and submit it for review. You can save a draft at any time.',
      },
      Submitted: {
        title: 'Submitted for review',
        body: 'Submitted on {{date}}. The form is read-only while it is reviewed.',
      },
      ChangesRequested: {
        title: 'Changes requested',
        body: 'The form was returned on {{date}} with this note. Make the changes and submit it again.',
      },
      Approved: {
        title: 'Approved',
        body: 'Approved on {{date}}. The form can no longer be changed.',
      },
    },
  },
  documents: {
    heading: 'Documents',
    required: 'Required',
    none: 'No document yet.',
    filedOf: 'Documents filed as {{type}}',
    fileFacts: '{{size}} · uploaded {{date}}',
    download: 'Download {{name}}',
    remove: 'Remove {{name}}',
    confirmTitle: 'Remove document?',
    confirmBody: '{{name}} and its file will be deleted.',
    confirmRemove: 'Remove',
    cancel: 'Cancel',
    removed: '{{name}} removed',
    missingTitle: 'Still needed',
    locked: 'Your pre-check form is approved: documents can be added but no longer removed.',
    noTypes: 'No documents are asked for yet.',
  },
  offers: {
    heading: 'Proposals and agreements',
    section: { proposal: 'Proposals', agreement: 'Agreements' },
    tableLabel: { proposal: 'Proposals', agreement: 'Agreements' },
    empty: {
      proposal: 'No proposal yet. One is sent to you once your pre-check form has been reviewed.',
      agreement: 'No agreement yet. One is sent to you after you accept a proposal.',
    },
    version: 'Version',
    status: 'Status',
    sent: 'Sent',
    answered: 'Answered',
    open: { proposal: 'Open proposal version {{version}}', agreement: 'Open agreement version {{version}}' },
  },
} as const;
