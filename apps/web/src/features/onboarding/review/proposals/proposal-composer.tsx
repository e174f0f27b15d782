import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProposal } from '../../api/offer-queries';
import { ComposerDialog } from '../offers/composer-dialog';
import { ComposerPending } from '../offers/composer-pending';
import { composerFromProposal, EMPTY_COMPOSER } from './composer-values';
import { ProposalComposerForm } from './proposal-composer-form';

interface ProposalComposerProps {
  readonly onboarding: OnboardingCase;
  /** The unsent draft (status Created) to change; none writes a new proposal. */
  readonly draft?: OfferSummary;
  readonly onClose: () => void;
}

/** The proposal composer: a new proposal, or a draft reopened with what was saved. */
export function ProposalComposer({ onboarding, draft, onClose }: ProposalComposerProps) {
  const { t } = useTranslation();
  const saved = useProposal(draft?.id ?? '', Boolean(draft));
  const fromDraft = useMemo(() => (saved.data ? composerFromProposal(saved.data) : null), [saved.data]);
  // The server decides the fees' currency when the proposal is written and keeps it: a draft's own,
  // else the pre-check form's, which a new proposal takes. A form without one leaves it to the
  // tenant's base currency, which the case does not carry: the labels then name none, and the saved
  // proposal shows it.
  const currency = saved.data?.currency ?? onboarding.precheck.form.currency ?? null;
  const title = draft
    ? t('onboardingReview.composer.editProposal', { version: draft.version })
    : t('onboardingReview.composer.newProposal');

  let body: ReactNode;
  if (!draft) {
    body = (
      <ProposalComposerForm
        onboarding={onboarding}
        initial={EMPTY_COMPOSER}
        currency={currency}
        onClose={onClose}
      />
    );
  } else if (fromDraft) {
    body = (
      <ProposalComposerForm
        onboarding={onboarding}
        initial={fromDraft.values}
        chosen={fromDraft.chosen}
        draftId={draft.id}
        currency={currency}
        onClose={onClose}
      />
    );
  } else {
    const error = saved.isError ? t('onboardingReview.composer.loadDraftFailed') : undefined;
    body = <ComposerPending error={error} onClose={onClose} />;
  }
  return (
    <ComposerDialog title={title} onClose={onClose}>
      {body}
    </ComposerDialog>
  );
}
