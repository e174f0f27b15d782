/**
 * TanStack Query keys of merchant onboarding. Everything starts with 'onboarding', so invalidating
 * `onboardingKeys.all` after any change (a saved form, a filed document, a sent or answered offer)
 * refreshes both the merchant's and the tenant's screens. Price books have their own root: they do
 * not change when an onboarding case does.
 */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  mine: () => [...onboardingKeys.all, 'mine'] as const,
  precheck: () => [...onboardingKeys.all, 'precheck'] as const,
  documentTypes: () => [...onboardingKeys.all, 'document-types'] as const,
  myDocuments: () => [...onboardingKeys.all, 'documents'] as const,
  merchants: () => [...onboardingKeys.all, 'merchants'] as const,
  merchantList: (page: unknown) => [...onboardingKeys.merchants(), 'list', page] as const,
  case: (merchantId: string) => [...onboardingKeys.merchants(), 'case', merchantId] as const,
  templates: (kind: string) => [...onboardingKeys.all, 'templates', kind] as const,
  proposal: (id: string) => [...onboardingKeys.all, 'proposal', id] as const,
  agreement: (id: string) => [...onboardingKeys.all, 'agreement', id] as const,
};

export const pricebookKeys = {
  all: ['pricebooks'] as const,
  list: () => [...pricebookKeys.all, 'all'] as const,
  feeTypes: () => [...pricebookKeys.all, 'fee-types'] as const,
  entries: (priceBookId: string) => [...pricebookKeys.all, 'entries', priceBookId] as const,
};

/** Active countries and currencies (the pre-check form's selects); they rarely change. */
export const lookupKeys = {
  countries: ['lookups', 'active-countries'] as const,
  currencies: ['lookups', 'active-currencies'] as const,
};
