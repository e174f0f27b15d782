import type { Country, Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import { MERCHANT_CATEGORIES } from '@paydesk/contracts/onboarding/onboarding.model';
import type { PrecheckDraft } from '@paydesk/contracts/onboarding/precheck.schemas';
import type { TFunction } from 'i18next';
import { DEFAULT_DECIMAL_PLACES, formatMoney } from '../../../../lib/format/number-format';

type Field = keyof PrecheckDraft;

/** The form's sections as the merchant fills them in, read in the same order. */
export const PRECHECK_SECTIONS: readonly { key: string; fields: readonly Field[] }[] = [
  {
    key: 'business',
    fields: ['legalName', 'tradingName', 'registrationNumber', 'merchantCategoryCode', 'website'],
  },
  { key: 'address', fields: ['addressLine1', 'addressLine2', 'city', 'postalCode', 'country'] },
  { key: 'sales', fields: ['currency', 'expectedMonthlyVolume', 'averageTicket'] },
  { key: 'contact', fields: ['contactName', 'contactEmail', 'contactPhone'] },
];

export interface Lookups {
  readonly countries: readonly Country[] | undefined;
  readonly currencies: readonly Currency[] | undefined;
}

/**
 * One field as the reviewer reads it, or null when the merchant left it empty: amounts from minor
 * units with the form currency's decimals, the category and country by name.
 */
export function displayValue(
  form: PrecheckDraft,
  field: Field,
  lookups: Lookups,
  t: TFunction,
): string | null {
  const value = form[field];
  if (value === undefined || value === null || value === '') return null;
  switch (field) {
    case 'expectedMonthlyVolume':
    case 'averageTicket': {
      const id = form.currency ?? '';
      const currency = lookups.currencies?.find((c) => c.id === id);
      const decimalPlaces = currency?.decimalPlaces ?? DEFAULT_DECIMAL_PLACES;
      return formatMoney(Number(value), { id, decimalPlaces }).trim();
    }
    case 'merchantCategoryCode': {
      const category = MERCHANT_CATEGORIES.find((c) => c.code === value);
      return category ? t('onboardingReview.precheck.category', category) : String(value);
    }
    case 'country': {
      const country = lookups.countries?.find((c) => c.code === value);
      return country ? t('onboardingReview.precheck.countryName', country) : String(value);
    }
    default:
      return String(value);
  }
}

/** Only a web address the form would accept is made a link (http or https). */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}
