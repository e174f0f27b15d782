import { getActiveCountries, getActiveCurrencies } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  getDocumentTypes,
  getOfferTemplates,
  getOnboardingCase,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { getAllPriceBooks, getPriceBookEntries } from '@paydesk/contracts/onboarding/pricebooks.endpoints';
import type { MockApi } from '../../../../test/mock-api';
import {
  agreementTemplates,
  countries,
  currencies,
  documentTypes,
  IDS,
  premiumEntries,
  priceBooks,
  proposalTemplates,
  standardEntries,
} from './review-fixtures';

/** Answers what a case page reads: the case, the lookups, document types, price books and templates. */
export function serveCase(api: MockApi, onboarding: OnboardingCase): MockApi {
  return api
    .on(getOnboardingCase, () => onboarding)
    .on(getActiveCountries, countries)
    .on(getActiveCurrencies, currencies)
    .on(getDocumentTypes, documentTypes)
    .on(getAllPriceBooks, priceBooks)
    .on(getPriceBookEntries, (call) =>
      call.params.id === IDS.standardBook ? standardEntries : premiumEntries,
    )
    .on(getOfferTemplates, (call) =>
      call.query.get('kind') === 'agreement' ? agreementTemplates : proposalTemplates,
    );
}
