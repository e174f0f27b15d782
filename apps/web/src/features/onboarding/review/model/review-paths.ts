/**
 * Where the tenant's onboarding review lives (routes crm/onboarding and crm/onboarding/:merchantId)
 * and what its address says: `?tab=` picks the case's tab, `?proposalId=` / `?agreementId=` open an
 * offer's dialog (the object URLs of onboarding notifications carry them).
 */
export const ONBOARDING_LIST_PATH = '/crm/onboarding';

export const CASE_TABS = ['precheck', 'documents', 'proposals', 'agreements'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

export function onboardingCasePath(merchantId: string, tab?: CaseTab): string {
  const path = `${ONBOARDING_LIST_PATH}/${encodeURIComponent(merchantId)}`;
  return tab ? `${path}?tab=${tab}` : path;
}

function isCaseTab(value: string | null): value is CaseTab {
  return (CASE_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The tab the address asks for: `tab` when it names one; else the tab of the offer it opens (a
 * proposal notification lands on Proposals); else the pre-check.
 */
export function caseTabOf(search: URLSearchParams): CaseTab {
  const tab = search.get('tab');
  if (isCaseTab(tab)) return tab;
  if (search.get('proposalId')) return 'proposals';
  if (search.get('agreementId')) return 'agreements';
  return 'precheck';
}
