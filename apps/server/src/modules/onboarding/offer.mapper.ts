import type { Agreement, Proposal } from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import type { OfferRow } from './offers.repository';
import type { OnboardingMerchant } from './onboarding-access';

/** What proposals and agreements show alike (spec §3 Agreement, Proposal). */
function common(row: OfferRow, merchant: OnboardingMerchant) {
  return {
    id: row.id,
    version: row.version,
    rejectReason: row.rejectReason,
    merchantId: merchant.merchantId,
    merchantName: merchant.legalBusinessName,
    tenantId: merchant.tenantId,
    tenantName: merchant.tenantName,
    created: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    pricebookId: row.priceBookId,
    boardingFee: row.boardingFee,
    accountConfigurationFee: row.accountConfigurationFee,
    bankAccountSetupFee: row.bankAccountSetupFee,
    monthlyMinimumFee: row.monthlyMinimumFee,
    gatewayMonthlyAccess: row.gatewayMonthlyAccess,
    currency: row.currency,
  };
}

export function toProposal(row: OfferRow, merchant: OnboardingMerchant, entries: PriceBookEntry[]): Proposal {
  return {
    ...common(row, merchant),
    status: row.status,
    proposalBody: row.body,
    proposalEntries: entries,
  };
}

export function toAgreement(
  row: OfferRow & { readonly proposalId?: string },
  merchant: OnboardingMerchant,
  entries: PriceBookEntry[],
): Agreement {
  return {
    ...common(row, merchant),
    status: row.status as Agreement['status'],
    proposalId: row.proposalId ?? '',
    agreementBody: row.body,
    agreementEntries: entries,
  };
}
