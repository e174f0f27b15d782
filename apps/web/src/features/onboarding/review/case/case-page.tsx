import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api/api-error';
import { useOnboardingCase } from '../../api/tenant-onboarding-queries';
import { useOfferSearchParam } from '../../offers/use-offer-search-param';
import { AgreementComposer } from '../agreements/agreement-composer';
import { CaseDocuments } from '../documents/case-documents';
import { CASE_TABS, type CaseTab, caseTabOf, ONBOARDING_LIST_PATH } from '../model/review-paths';
import { OfferTab } from '../offers/offer-tab';
import { PrecheckReview } from '../precheck/precheck-review';
import { ProposalComposer } from '../proposals/proposal-composer';
import { CaseHeader } from './case-header';

interface TabContentProps {
  readonly tab: CaseTab;
  readonly onboarding: OnboardingCase;
  readonly onOpenOffer: (kind: OfferKind, id: string) => void;
}

function TabContent({ tab, onboarding, onOpenOffer }: TabContentProps) {
  switch (tab) {
    case 'precheck':
      return <PrecheckReview onboarding={onboarding} />;
    case 'documents':
      return <CaseDocuments onboarding={onboarding} />;
    case 'proposals':
      return (
        <OfferTab
          kind="proposal"
          onboarding={onboarding}
          onOpenOffer={onOpenOffer}
          Composer={ProposalComposer}
        />
      );
    case 'agreements':
      return (
        <OfferTab
          kind="agreement"
          onboarding={onboarding}
          onOpenOffer={onOpenOffer}
          Composer={AgreementComposer}
        />
      );
  }
}

/** crm/onboarding/:merchantId: one merchant's case, a tab per part of its journey. */
export function OnboardingCasePage({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = caseTabOf(search);
  const onboarding = useOnboardingCase(merchantId);
  // ?proposalId= / ?agreementId= open the viewer; a row click puts its id there too.
  const { show } = useOfferSearchParam();
  const pinTab = !search.has('tab') && (search.has('proposalId') || search.has('agreementId'));

  // An offer named in the address selects its tab; the tab is written down so that it stays when
  // the viewer closes and the offer's id leaves the address.
  useEffect(() => {
    if (!pinTab) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', caseTabOf(current));
        return next;
      },
      { replace: true },
    );
  }, [pinTab, setSearch]);

  const back = (
    <Button
      component={RouterLink}
      to={ONBOARDING_LIST_PATH}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('onboardingReview.case.back')}
    </Button>
  );
  if (onboarding.isPending) return <LinearProgress aria-label={t('onboardingReview.loading')} />;
  if (onboarding.isError) {
    const notFound = onboarding.error instanceof ApiError && onboarding.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? undefined : (
              <Button onClick={() => void onboarding.refetch()}>{t('onboardingReview.retry')}</Button>
            )
          }
        >
          {notFound ? t('onboardingReview.case.notFound') : t('onboardingReview.case.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {back}
      <CaseHeader onboarding={onboarding.data} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: CaseTab) => setSearch(new URLSearchParams({ tab: next }))}
          aria-label={t('onboardingReview.case.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {CASE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`onboardingReview.case.tabs.${key}`)}
              id={`case-tab-${key}`}
              aria-controls={`case-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`case-panel-${tab}`} aria-labelledby={`case-tab-${tab}`} sx={{ minWidth: 0 }}>
        <TabContent tab={tab} onboarding={onboarding.data} onOpenOffer={show} />
      </Box>
    </Stack>
  );
}
