import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';

/** The onboarding journey, in order: Pre-check → Documents → Proposal → Agreement → Sandbox. */
export const JOURNEY_STEPS = ['precheck', 'documents', 'proposal', 'agreement', 'sandbox'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export interface JourneyProgress {
  /** Whether each step is done. */
  readonly done: Readonly<Record<JourneyStep, boolean>>;
  /** The first step not done (the length of the journey when all are). */
  readonly active: number;
}

/**
 * Where a case stands: the pre-check is done once approved, documents once every required type
 * has one, a proposal or agreement once one was accepted, and the sandbox once the merchant is
 * past NoProcessing (an accepted agreement moves it to SandboxEnabled).
 */
export function journeyProgress(onboarding: OnboardingCase): JourneyProgress {
  const accepted = (offers: OnboardingCase['proposals']) => offers.some((o) => o.status === 'Accepted');
  const done: Record<JourneyStep, boolean> = {
    precheck: onboarding.precheck.status === 'Approved',
    documents: onboarding.documents.length > 0 && onboarding.missingDocumentTypes.length === 0,
    proposal: accepted(onboarding.proposals),
    agreement: accepted(onboarding.agreements),
    sandbox: onboarding.merchant.processingStatus !== 'NoProcessing',
  };
  const active = JOURNEY_STEPS.findIndex((step) => !done[step]);
  return { done, active: active === -1 ? JOURNEY_STEPS.length : active };
}
