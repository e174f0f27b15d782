import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../shell/auth/use-current-user';
import { canWriteOffers, newAgreementRefusal, newProposalRefusal } from '../model/offer-rules';
import { OfferTable } from './offer-table';
import { OfferToolbar } from './offer-toolbar';

/** What the tab hands its kind's composer. */
export interface OfferComposerProps {
  readonly onboarding: OnboardingCase;
  /** The unsent draft (status Created) to change; none writes a new offer. */
  readonly draft?: OfferSummary;
  readonly onClose: () => void;
}

interface OfferTabProps {
  readonly kind: OfferKind;
  readonly onboarding: OnboardingCase;
  /** Opens an offer's viewer. */
  readonly onOpenOffer: (kind: OfferKind, id: string) => void;
  /** The kind's composer, for a new offer or a draft reopened. */
  readonly Composer: ComponentType<OfferComposerProps>;
}

/**
 * The Proposals or Agreements tab: the merchant's offers of that kind, a new one when the rules
 * allow (an agreement only from the accepted proposal), drafts to finish.
 */
export function OfferTab({ kind, onboarding, onOpenOffer, Composer }: OfferTabProps) {
  const { t } = useTranslation();
  const { permissions } = useCurrentUser();
  // null: closed; { draft: undefined }: a new offer; { draft }: that draft reopened.
  const [composing, setComposing] = useState<{ draft?: OfferSummary } | null>(null);
  const writer = canWriteOffers(permissions);
  const proposal = kind === 'proposal';
  return (
    <Stack spacing={2}>
      <OfferToolbar
        label={
          proposal ? t('onboardingReview.offers.newProposal') : t('onboardingReview.offers.newAgreement')
        }
        refusal={
          proposal
            ? newProposalRefusal(onboarding, permissions)
            : newAgreementRefusal(onboarding, permissions)
        }
        onNew={() => setComposing({})}
      />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <OfferTable
          kind={kind}
          offers={proposal ? onboarding.proposals : onboarding.agreements}
          onOpen={(offer) => onOpenOffer(kind, offer.id)}
          onEdit={writer ? (draft) => setComposing({ draft }) : undefined}
        />
      </Paper>
      {composing && (
        <Composer onboarding={onboarding} draft={composing.draft} onClose={() => setComposing(null)} />
      )}
    </Stack>
  );
}
