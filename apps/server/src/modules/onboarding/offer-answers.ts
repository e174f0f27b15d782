import {
  canAnswer,
  type OfferKind,
  ONBOARDING_MESSAGES,
} from '@paydesk/contracts/onboarding/onboarding.model';
import type { OfferResponse } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { merchants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { lockedOffer } from './offer-drafts';
import { setOfferStatus } from './offers.repository';
import type { OnboardingContext, OnboardingMerchant } from './onboarding-access';
import { notifyOfferAnswered } from './onboarding-notifications';

const NOT_ANSWERABLE: Record<OfferKind, string> = {
  proposal: ONBOARDING_MESSAGES.proposalNotAnswerable,
  agreement: ONBOARDING_MESSAGES.agreementNotAnswerable,
};

/**
 * The merchant's answer to a proposal pending approval or an agreement pending acceptance (spec §4:
 * only those can be answered; 409 otherwise). The offer's row is locked, so of two answers sent at
 * once one succeeds and the other finds it answered. Accepting an agreement boards the merchant in
 * the same transaction. Tenant staff are told of every answer.
 */
export async function answerOffer(
  context: OnboardingContext,
  kind: OfferKind,
  id: string,
  answer: OfferResponse,
): Promise<{ result: 'success'; status: string }> {
  const { row, merchant } = await lockedOffer(context, kind, id);
  if (!canAnswer(kind, row.status)) throw AppError.refused('OFFER_NOT_ANSWERABLE', NOT_ANSWERABLE[kind]);
  const rejectReason = answer.response === 'Rejected' ? answer.rejectReason : null;
  const answered = await setOfferStatus(context.tx, kind, row, {
    status: answer.response,
    respondedBy: context.actor.userId,
    rejectReason,
  });
  if (kind === 'agreement' && answer.response === 'Accepted') await enableSandbox(context, merchant);
  await notifyOfferAnswered(context, merchant, {
    kind,
    id: answered.id,
    version: answered.version,
    status: answer.response,
    rejectReason,
  });
  return { result: 'success', status: answered.status };
}

/**
 * An accepted agreement boards the merchant into the sandbox: processing status SandboxEnabled, and
 * the boarding stage and statuses the demo data gives a sandbox merchant (Testing, Active, Approved),
 * activated now unless it was before. A merchant already processing (boarded some other way) keeps
 * its status: accepting never moves a live merchant back to the sandbox.
 */
async function enableSandbox(context: OnboardingContext, merchant: OnboardingMerchant): Promise<void> {
  await context.tx
    .update(merchants)
    .set({
      processingStatus: 'SandboxEnabled',
      boardingStage: 'Testing',
      merchantStatus: 'Active',
      reviewStatus: 'Approved',
      activationDate: sql`coalesce(${merchants.activationDate}, now())`,
    })
    .where(
      and(
        eq(merchants.tenantId, merchant.tenantId),
        eq(merchants.id, merchant.merchantId),
        eq(merchants.processingStatus, 'NoProcessing'),
      ),
    );
}
