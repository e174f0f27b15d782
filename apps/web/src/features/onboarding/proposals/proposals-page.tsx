import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useMyOnboarding } from '../api/my-onboarding-queries';
import { useOfferSearchParam } from '../offers/use-offer-search-param';
import { LoadState, OnboardingScreen } from '../shared/onboarding-screen';
import { OfferSummaryTable } from './offer-summary-table';

/** Who sees which list (spec §6): the proposals key, the agreements key. */
const LIST_KEY = {
  proposal: 'viewMerchantPortalProposals',
  agreement: 'viewMerchantPortalAgreements',
} as const;

/** boarding/proposals: the merchant's proposals and agreements; `?proposalId=` / `?agreementId=` opens one. */
export function ProposalsPage() {
  const { t } = useTranslation();
  return (
    <OnboardingScreen
      title={t('onboarding.offers.heading')}
      anyOf={['viewMerchantPortalProposals', 'viewMerchantPortalAgreements']}
    >
      <ProposalsContent />
    </OnboardingScreen>
  );
}

function ProposalsContent() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mine = useMyOnboarding();
  const { show } = useOfferSearchParam();
  if (!mine.data)
    return <LoadState pending={!mine.isError} failed={mine.isError} retry={() => void mine.refetch()} />;
  const lists: { kind: OfferKind; offers: readonly OfferSummary[] }[] = [
    { kind: 'proposal', offers: mine.data.proposals },
    { kind: 'agreement', offers: mine.data.agreements },
  ];
  return (
    <Stack spacing={2}>
      {lists
        .filter(({ kind }) => holdsAny(user.permissions, [LIST_KEY[kind]]))
        .map(({ kind, offers }) => (
          <Paper key={kind} variant="outlined" component="section" sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {t(`onboarding.offers.section.${kind}`)}
            </Typography>
            <OfferSummaryTable kind={kind} offers={offers} onOpen={(offer) => show(kind, offer.id)} />
          </Paper>
        ))}
    </Stack>
  );
}
