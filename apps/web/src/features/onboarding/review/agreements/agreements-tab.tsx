import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../auth/use-current-user';
import { canWriteOffers, newAgreementRefusal } from '../model/offer-rules';
import { OfferTable } from '../offers/offer-table';
import { OfferToolbar } from '../offers/offer-toolbar';
import { AgreementComposer } from './agreement-composer';

/** The Agreements tab: the merchant's agreements, a new one from the accepted proposal, drafts to finish. */
interface AgreementsTabProps {
  readonly onboarding: OnboardingCase;
  /** Opens an offer's viewer. */
  readonly onOpenOffer: (kind: OfferKind, id: string) => void;
}

export function AgreementsTab({ onboarding, onOpenOffer }: AgreementsTabProps) {
  const { t } = useTranslation();
  const { permissions } = useCurrentUser();
  // null: closed; { draft: undefined }: a new agreement; { draft }: that draft reopened.
  const [composing, setComposing] = useState<{ draft?: OfferSummary } | null>(null);
  const writer = canWriteOffers(permissions);
  return (
    <Stack spacing={2}>
      <OfferToolbar
        label={t('onboardingReview.offers.newAgreement')}
        refusal={newAgreementRefusal(onboarding, permissions)}
        onNew={() => setComposing({})}
      />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <OfferTable
          kind="agreement"
          offers={onboarding.agreements}
          onOpen={(offer) => onOpenOffer('agreement', offer.id)}
          onEdit={writer ? (draft) => setComposing({ draft }) : undefined}
        />
      </Paper>
      {composing && (
        <AgreementComposer
          onboarding={onboarding}
          draft={composing.draft}
          onClose={() => setComposing(null)}
        />
      )}
    </Stack>
  );
}
