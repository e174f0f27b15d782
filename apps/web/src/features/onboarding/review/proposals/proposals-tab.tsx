import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../auth/use-current-user';
import { canWriteOffers, newProposalRefusal } from '../model/offer-rules';
import { OfferTable } from '../offers/offer-table';
import { OfferToolbar } from '../offers/offer-toolbar';
import { ProposalComposer } from './proposal-composer';

/** The Proposals tab: the merchant's proposals, a new one when the rules allow, drafts to finish. */
interface ProposalsTabProps {
  readonly onboarding: OnboardingCase;
  /** Opens an offer's viewer. */
  readonly onOpenOffer: (kind: OfferKind, id: string) => void;
}

export function ProposalsTab({ onboarding, onOpenOffer }: ProposalsTabProps) {
  const { t } = useTranslation();
  const { permissions } = useCurrentUser();
  // null: closed; { draft: undefined }: a new proposal; { draft }: that draft reopened.
  const [composing, setComposing] = useState<{ draft?: OfferSummary } | null>(null);
  const writer = canWriteOffers(permissions);
  return (
    <Stack spacing={2}>
      <OfferToolbar
        label={t('onboardingReview.offers.newProposal')}
        refusal={newProposalRefusal(onboarding, permissions)}
        onNew={() => setComposing({})}
      />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <OfferTable
          kind="proposal"
          offers={onboarding.proposals}
          onOpen={(offer) => onOpenOffer('proposal', offer.id)}
          onEdit={writer ? (draft) => setComposing({ draft }) : undefined}
        />
      </Paper>
      {composing && (
        <ProposalComposer
          onboarding={onboarding}
          draft={composing.draft}
          onClose={() => setComposing(null)}
        />
      )}
    </Stack>
  );
}
