import { PRECHECK_READY_FOR_PROPOSAL } from '@paydesk/contracts/onboarding/onboarding.model';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';

/** The onboarding journey's steps, in order (Pre-check → Documents → Proposal → Agreement → Sandbox). */
export const JOURNEY_STEPS = ['precheck', 'documents', 'proposal', 'agreement', 'sandbox'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/**
 * Which steps a case has completed, as the tenant reads it: the pre-check once the merchant has
 * handed it in (a proposal may follow then), documents once every required type has one, an offer
 * once the merchant accepted one, and the sandbox once the merchant processes anything.
 */
export function completedSteps(c: OnboardingCase): Record<JourneyStep, boolean> {
  return {
    precheck: PRECHECK_READY_FOR_PROPOSAL.includes(c.precheck.status),
    documents: c.documents.length > 0 && c.missingDocumentTypes.length === 0,
    proposal: c.proposals.some((p) => p.status === 'Accepted'),
    agreement: c.agreements.some((a) => a.status === 'Accepted'),
    sandbox: c.merchant.processingStatus !== 'NoProcessing',
  };
}

/** The step to work on: the first one not completed (the number of steps once all are). */
export function activeStep(c: OnboardingCase): number {
  const done = completedSteps(c);
  const index = JOURNEY_STEPS.findIndex((step) => !done[step]);
  return index === -1 ? JOURNEY_STEPS.length : index;
}
