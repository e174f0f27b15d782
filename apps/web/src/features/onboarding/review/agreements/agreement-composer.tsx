import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../../api/offer-queries';
import { acceptedProposalOf } from '../model/offer-rules';
import { ComposerDialog } from '../offers/composer-dialog';
import { ComposerPending } from '../offers/composer-pending';
import { AgreementComposerForm } from './agreement-composer-form';

interface AgreementComposerProps {
  readonly onboarding: OnboardingCase;
  /** The unsent draft (status Created) to change; none writes a new agreement. */
  readonly draft?: OfferSummary;
  readonly onClose: () => void;
}

/** The agreement composer: a new agreement from the accepted proposal, or a draft reopened. */
export function AgreementComposer({ onboarding, draft, onClose }: AgreementComposerProps) {
  const { t } = useTranslation();
  const saved = useAgreement(draft?.id ?? '', Boolean(draft));
  const proposalId = draft ? saved.data?.proposalId : acceptedProposalOf(onboarding)?.id;
  const proposal = onboarding.proposals.find((p) => p.id === proposalId);
  const title = draft
    ? t('onboardingReview.composer.editAgreement', { version: draft.version })
    : t('onboardingReview.composer.newAgreement');

  let body: ReactNode;
  if (proposal && (!draft || saved.data)) {
    body = (
      <AgreementComposerForm
        onboarding={onboarding}
        proposal={proposal}
        initialBody={saved.data?.agreementBody ?? ''}
        draftId={draft?.id}
        onClose={onClose}
      />
    );
  } else {
    const failed = saved.isError || (!draft && !proposal) || (saved.data && !proposal);
    const error =
      saved.isError || draft
        ? t('onboardingReview.composer.loadDraftFailed')
        : t('onboardingReview.refusals.proposalNotAccepted');
    body = <ComposerPending error={failed ? error : undefined} onClose={onClose} />;
  }
  return (
    <ComposerDialog title={title} onClose={onClose}>
      {body}
    </ComposerDialog>
  );
}
