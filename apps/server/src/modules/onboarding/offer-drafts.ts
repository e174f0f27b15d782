import {
  ANSWERABLE_STATUS,
  type OfferKind,
  ONBOARDING_MESSAGES,
  PRECHECK_READY_FOR_PROPOSAL,
} from '@paydesk/contracts/onboarding/onboarding.model';
import type {
  Agreement,
  AgreementDraft,
  Proposal,
  ProposalDraft,
} from '@paydesk/contracts/onboarding/onboarding.schemas';
import { AppError } from '../../infra/errors/app-error';
import { toAgreement, toProposal } from './offer.mapper';
import { newProposalCurrency } from './offer-currency';
import { proposalEntries } from './offer-entries';
import { fillOfferBody } from './offer-templates';
import {
  findOffer,
  insertOffer,
  nextVersion,
  type OfferRow,
  OPEN_STATUSES,
  offerEntriesOf,
  offerSnapshotsOf,
  offersInStatus,
  setOfferStatus,
  updateOffer,
} from './offers.repository';
import {
  findMerchant,
  type OnboardingContext,
  type OnboardingMerchant,
  timeZoneOf,
} from './onboarding-access';
import { notifyOfferSent } from './onboarding-notifications';
import { findPrecheck } from './precheck.repository';

/**
 * The tenant's side of proposals and agreements: writing a draft (status Created), changing it, and
 * sending it. Every change locks the merchant's row first (onboarding-access.ts), so the rules below
 * ("one open proposal", versions counted per merchant, "boarded once") hold under concurrency.
 */

const NOT_EDITABLE: Record<OfferKind, string> = {
  proposal: ONBOARDING_MESSAGES.proposalNotEditable,
  agreement: ONBOARDING_MESSAGES.agreementNotEditable,
};
const LABEL: Record<OfferKind, string> = { proposal: 'Proposal', agreement: 'Agreement' };

export async function offerDto(
  context: OnboardingContext,
  kind: 'proposal',
  row: OfferRow,
  merchant: OnboardingMerchant,
): Promise<Proposal>;
export async function offerDto(
  context: OnboardingContext,
  kind: 'agreement',
  row: OfferRow,
  merchant: OnboardingMerchant,
): Promise<Agreement>;
export async function offerDto(
  context: OnboardingContext,
  kind: OfferKind,
  row: OfferRow,
  merchant: OnboardingMerchant,
) {
  const entries = await offerEntriesOf(context.tx, kind, row);
  return kind === 'proposal' ? toProposal(row, merchant, entries) : toAgreement(row, merchant, entries);
}

/** An offer the caller may see, with its merchant; 404 otherwise. */
export async function visibleOffer(context: OnboardingContext, kind: OfferKind, id: string) {
  const row = await findOffer(context.tx, context.scope, kind, id);
  if (!row) throw AppError.notFound(LABEL[kind]);
  return { row, merchant: await findMerchant(context, row.merchantId) };
}

/** The offer locked for a change, its merchant locked first. */
export async function lockedOffer(context: OnboardingContext, kind: OfferKind, id: string) {
  const { row } = await visibleOffer(context, kind, id);
  const merchant = await findMerchant(context, row.merchantId, { lock: true });
  const locked = await findOffer(context.tx, context.scope, kind, id, { lock: true });
  if (!locked) throw AppError.notFound(LABEL[kind]);
  return { row: locked, merchant };
}

async function requireNotBoarded(context: OnboardingContext, merchant: OnboardingMerchant): Promise<void> {
  const accepted = await offersInStatus(context.tx, 'agreement', merchant, ['Accepted']);
  if (accepted.length > 0)
    throw AppError.refused('MERCHANT_ALREADY_BOARDED', ONBOARDING_MESSAGES.alreadyBoarded);
}

async function bodyFor(context: OnboardingContext, merchant: OnboardingMerchant, body: string) {
  const timeZone = await timeZoneOf(context);
  return fillOfferBody(body, {
    merchantName: merchant.legalBusinessName,
    tenantName: merchant.tenantName,
    date: new Date(),
    timeZone,
  });
}

function fees(draft: ProposalDraft | OfferRow) {
  return {
    boardingFee: draft.boardingFee,
    accountConfigurationFee: draft.accountConfigurationFee,
    bankAccountSetupFee: draft.bankAccountSetupFee,
    monthlyMinimumFee: draft.monthlyMinimumFee,
    gatewayMonthlyAccess: draft.gatewayMonthlyAccess,
  };
}

/**
 * A new proposal (Created) for a merchant whose pre-check form is submitted or approved, that has no
 * proposal waiting and has not accepted an agreement.
 */
export async function createProposal(
  context: OnboardingContext,
  merchantId: string,
  draft: ProposalDraft,
): Promise<Proposal> {
  const merchant = await findMerchant(context, merchantId, { lock: true });
  const precheck = await findPrecheck(context.tx, merchant);
  if (!precheck || !PRECHECK_READY_FOR_PROPOSAL.includes(precheck.status)) {
    throw AppError.refused('PRECHECK_NOT_SUBMITTED', ONBOARDING_MESSAGES.precheckNotSubmitted);
  }
  await requireNotBoarded(context, merchant);
  if ((await offersInStatus(context.tx, 'proposal', merchant, OPEN_STATUSES.proposal)).length > 0) {
    throw AppError.refused('OPEN_OFFER_EXISTS', ONBOARDING_MESSAGES.openProposalExists);
  }
  const entries = await proposalEntries(context, merchant, draft);
  const row = await insertOffer(
    context.tx,
    'proposal',
    merchant,
    {
      ...fees(draft),
      body: await bodyFor(context, merchant, draft.proposalBody),
      priceBookId: draft.pricebookId,
      currency: await newProposalCurrency(context.tx, merchant, precheck),
      version: await nextVersion(context.tx, 'proposal', merchant),
      createdBy: context.actor.userId,
    },
    entries,
  );
  return offerDto(context, 'proposal', row, merchant);
}

/** Rewrites a proposal that has not been sent (409 proposalNotEditable otherwise). */
export async function updateProposal(
  context: OnboardingContext,
  id: string,
  draft: ProposalDraft,
): Promise<Proposal> {
  const { row, merchant } = await lockedOffer(context, 'proposal', id);
  if (row.status !== 'Created') throw AppError.refused('OFFER_NOT_EDITABLE', NOT_EDITABLE.proposal);
  const entries = await proposalEntries(context, merchant, draft);
  const body = await bodyFor(context, merchant, draft.proposalBody);
  const updated = await updateOffer(
    context.tx,
    'proposal',
    row,
    { ...fees(draft), body, priceBookId: draft.pricebookId },
    entries,
  );
  return offerDto(context, 'proposal', updated, merchant);
}

/**
 * A new agreement (Created) made from an accepted proposal of the merchant: its fees and their
 * currency, price book and products, with the agreement's own body. One agreement waits at a time; a merchant boards once.
 */
export async function createAgreement(
  context: OnboardingContext,
  merchantId: string,
  draft: AgreementDraft,
): Promise<Agreement> {
  const merchant = await findMerchant(context, merchantId, { lock: true });
  await requireNotBoarded(context, merchant);
  if ((await offersInStatus(context.tx, 'agreement', merchant, OPEN_STATUSES.agreement)).length > 0) {
    throw AppError.refused('OPEN_OFFER_EXISTS', ONBOARDING_MESSAGES.openAgreementExists);
  }
  const proposal = await findOffer(context.tx, context.scope, 'proposal', draft.proposalId);
  if (!proposal || proposal.merchantId !== merchant.merchantId || proposal.tenantId !== merchant.tenantId) {
    throw AppError.notFound('Proposal');
  }
  if (proposal.status !== 'Accepted')
    throw AppError.refused('PROPOSAL_NOT_ACCEPTED', ONBOARDING_MESSAGES.proposalNotAccepted);
  const row = await insertOffer(
    context.tx,
    'agreement',
    merchant,
    {
      ...fees(proposal),
      body: await bodyFor(context, merchant, draft.agreementBody),
      priceBookId: proposal.priceBookId,
      // The proposal's, not the pre-check's as it is now: what was accepted is what is signed.
      currency: proposal.currency,
      version: await nextVersion(context.tx, 'agreement', merchant),
      createdBy: context.actor.userId,
      proposalId: proposal.id,
    },
    await offerSnapshotsOf(context.tx, 'proposal', proposal),
  );
  return offerDto(context, 'agreement', row, merchant);
}

/** Changes the body of an agreement that has not been sent (409 agreementNotEditable otherwise). */
export async function updateAgreement(
  context: OnboardingContext,
  id: string,
  agreementBody: string,
): Promise<Agreement> {
  const { row, merchant } = await lockedOffer(context, 'agreement', id);
  if (row.status !== 'Created') throw AppError.refused('OFFER_NOT_EDITABLE', NOT_EDITABLE.agreement);
  const body = await bodyFor(context, merchant, agreementBody);
  const updated = await updateOffer(context.tx, 'agreement', row, { body });
  return offerDto(context, 'agreement', updated, merchant);
}

/** Sends a draft to the merchant (Created → PendingApproval / PendingAcceptance) and tells its users. */
export async function sendOffer(context: OnboardingContext, kind: 'proposal', id: string): Promise<Proposal>;
export async function sendOffer(
  context: OnboardingContext,
  kind: 'agreement',
  id: string,
): Promise<Agreement>;
export async function sendOffer(context: OnboardingContext, kind: OfferKind, id: string) {
  const { row, merchant } = await lockedOffer(context, kind, id);
  if (row.status !== 'Created') throw AppError.refused('OFFER_NOT_EDITABLE', NOT_EDITABLE[kind]);
  await requireNotBoarded(context, merchant);
  const sent = await setOfferStatus(context.tx, kind, row, { status: ANSWERABLE_STATUS[kind], sent: true });
  await notifyOfferSent(context, merchant, { kind, id: sent.id, version: sent.version });
  return kind === 'proposal'
    ? offerDto(context, 'proposal', sent, merchant)
    : offerDto(context, 'agreement', sent, merchant);
}
