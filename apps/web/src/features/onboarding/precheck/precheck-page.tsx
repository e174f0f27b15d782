import { MERCHANT_CATEGORIES } from '@paydesk/contracts/onboarding/onboarding.model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveCountries, useActiveCurrencies } from '../api/lookup-queries';
import { usePrecheckForm } from '../api/my-onboarding-queries';
import { LoadState, OnboardingScreen } from '../shared/onboarding-screen';
import type { PrecheckOptions } from './precheck-field';
import { PrecheckFormView } from './precheck-form';
import { PrecheckStatusBanner } from './precheck-status-banner';

const CATEGORY_OPTIONS = MERCHANT_CATEGORIES.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));

/** boarding/precheckform: the merchant's know-your-business pre-check. */
export function PrecheckPage() {
  const { t } = useTranslation();
  return (
    <OnboardingScreen title={t('onboarding.precheck.heading')} anyOf={['viewMerchantPortalPrecheck']}>
      <PrecheckContent />
    </OnboardingScreen>
  );
}

function PrecheckContent() {
  const precheck = usePrecheckForm();
  const currencies = useActiveCurrencies();
  const countries = useActiveCountries();
  const options = useMemo<PrecheckOptions>(
    () => ({
      countries: {
        options: (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
        loading: countries.isPending,
      },
      currencies: {
        options: (currencies.data ?? []).map((c) => ({ value: c.id, label: `${c.id} · ${c.name}` })),
        loading: currencies.isPending,
      },
      categories: { options: CATEGORY_OPTIONS, loading: false },
    }),
    [countries.data, countries.isPending, currencies.data, currencies.isPending],
  );
  // Saved amounts are shown in the currency's major units, so its decimals are needed first.
  const pending = precheck.isPending || currencies.isPending;
  if (pending || !precheck.data)
    return <LoadState pending={pending} failed={precheck.isError} retry={() => void precheck.refetch()} />;
  return (
    <>
      <PrecheckStatusBanner form={precheck.data} />
      <PrecheckFormView form={precheck.data} currencies={currencies.data ?? []} options={options} />
    </>
  );
}
