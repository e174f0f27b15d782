import type { Permission } from '@paydesk/contracts/auth/permissions';
import type { NotificationType } from '@paydesk/contracts/notifications/notifications.model';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import { escapeHtml } from '../../infra/html/sanitise-html';
import {
  merchantUsersHolding,
  type NewNotification,
  notifyUsers,
  tenantStaffHolding,
} from '../notifications';
import type { OnboardingContext, OnboardingMerchant } from './onboarding-access';

/**
 * Who hears of each onboarding event (docs/onboarding.md). Tenant staff: those of the merchant's
 * tenant holding CRM.Onboarding.View whose customer limits allow the merchant. The merchant: its
 * users holding the onboarding key of the thing concerned. Nobody is told of their own action.
 * Object URLs are the portal routes the notification opens (spec §2 "Notification navigation").
 * Names and reasons placed into the HTML descriptions are escaped, so they read as text.
 */

const OFFER_KEY: Record<OfferKind, Permission> = {
  proposal: 'viewMerchantPortalProposals',
  agreement: 'viewMerchantPortalAgreements',
};
const OFFER_TYPE: Record<OfferKind, NotificationType> = { proposal: 'Proposal', agreement: 'Agreement' };
const OFFER_WORD: Record<OfferKind, string> = { proposal: 'proposal', agreement: 'agreement' };
const OFFER_TITLE: Record<OfferKind, string> = { proposal: 'Proposal', agreement: 'Agreement' };

async function toTenantStaff(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  notification: NewNotification,
): Promise<void> {
  const recipients = await tenantStaffHolding(context.tx, {
    tenantId: merchant.tenantId,
    anyOf: ['CRM.Onboarding.View'],
    merchantId: merchant.merchantId,
  });
  await notifyUsers(context.tx, recipients, notification, { exceptUserId: context.actor.userId });
}

async function toMerchant(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  key: Permission,
  notification: NewNotification,
): Promise<void> {
  const recipients = await merchantUsersHolding(context.tx, {
    tenantId: merchant.tenantId,
    merchantId: merchant.merchantId,
    anyOf: [key],
  });
  await notifyUsers(context.tx, recipients, notification, { exceptUserId: context.actor.userId });
}

const caseUrl = (merchant: OnboardingMerchant) => `/crm/onboarding/${merchant.merchantId}`;
const name = (merchant: OnboardingMerchant) => escapeHtml(merchant.legalBusinessName);

export function notifyPrecheckSubmitted(context: OnboardingContext, merchant: OnboardingMerchant) {
  return toTenantStaff(context, merchant, {
    type: 'PreCheckForm',
    title: `Pre-check form submitted by ${merchant.legalBusinessName}`,
    description: `<p><strong>${name(merchant)}</strong> submitted its pre-check form for review.</p>`,
    objectUrl: caseUrl(merchant),
  });
}

export function notifyPrecheckReviewed(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  review: { readonly status: 'Approved' | 'ChangesRequested'; readonly note: string | null },
) {
  const approved = review.status === 'Approved';
  return toMerchant(context, merchant, 'viewMerchantPortalPrecheck', {
    type: 'PreCheckForm',
    title: approved ? 'Your pre-check form was approved' : 'Changes requested on your pre-check form',
    description: approved
      ? `<p>${escapeHtml(merchant.tenantName)} approved your pre-check form.</p>`
      : `<p>${escapeHtml(merchant.tenantName)} asked for changes:</p><blockquote>${escapeHtml(review.note ?? '')}</blockquote>`,
    objectUrl: '/boarding/precheckform',
  });
}

export function notifyDocumentAdded(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  document: { readonly fileName: string; readonly documentTypeName: string },
) {
  return toTenantStaff(context, merchant, {
    type: 'BoardingDocuments',
    title: `New boarding document from ${merchant.legalBusinessName}`,
    description: `<p><strong>${name(merchant)}</strong> added ${escapeHtml(document.fileName)} (${escapeHtml(document.documentTypeName)}).</p>`,
    objectUrl: `${caseUrl(merchant)}?tab=documents`,
  });
}

/** A proposal or agreement was sent: the merchant's users who may open it are told. */
export function notifyOfferSent(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  offer: { readonly kind: OfferKind; readonly id: string; readonly version: number },
) {
  const param = `${offer.kind}Id=${offer.id}`;
  return toMerchant(context, merchant, OFFER_KEY[offer.kind], {
    type: OFFER_TYPE[offer.kind],
    title: `New ${OFFER_WORD[offer.kind]} from ${merchant.tenantName}`,
    description: `<p>${OFFER_TITLE[offer.kind]} version ${offer.version} is waiting for your answer.</p>`,
    objectUrl: `/boarding/proposals?${param}`,
  });
}

/** The merchant answered a proposal or agreement: tenant staff are told, with the reason of a rejection. */
export function notifyOfferAnswered(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  offer: {
    readonly kind: OfferKind;
    readonly id: string;
    readonly version: number;
    readonly status: 'Accepted' | 'Rejected';
    readonly rejectReason: string | null;
  },
) {
  const verb = offer.status === 'Accepted' ? 'accepted' : 'rejected';
  const what = `${OFFER_WORD[offer.kind]} version ${offer.version}`;
  const reason = offer.rejectReason ? `<p>Reason: ${escapeHtml(offer.rejectReason)}</p>` : '';
  return toTenantStaff(context, merchant, {
    type: OFFER_TYPE[offer.kind],
    title: `${merchant.legalBusinessName} ${verb} ${what}`,
    description: `<p><strong>${name(merchant)}</strong> ${verb} ${what}.</p>${reason}`,
    objectUrl: `${caseUrl(merchant)}?${offer.kind}Id=${offer.id}`,
  });
}
