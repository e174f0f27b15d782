import { ONBOARDING_MESSAGES, PRECHECK_EDITABLE } from '@paydesk/contracts/onboarding/onboarding.model';
import {
  type PrecheckDraft,
  type PrecheckForm,
  PrecheckSubmission,
} from '@paydesk/contracts/onboarding/precheck.schemas';
import { and, eq } from 'drizzle-orm';
import { countries, currencies } from '../../infra/db/schema';
import { AppError, type FieldMessage } from '../../infra/errors/app-error';
import {
  findMerchant,
  type OnboardingContext,
  type OnboardingMerchant,
  ownMerchant,
} from './onboarding-access';
import { notifyPrecheckReviewed, notifyPrecheckSubmitted } from './onboarding-notifications';
import { findPrecheck, reviewPrecheck, toPrecheckForm, writePrecheck } from './precheck.repository';

/** The merchant's form, as saved so far. */
export async function getOwnPrecheck(context: OnboardingContext): Promise<PrecheckForm> {
  const merchant = await ownMerchant(context);
  return toPrecheckForm(await findPrecheck(context.tx, merchant));
}

/**
 * Saves the whole form (PUT: a field left out is cleared), or saves and submits it. The body's
 * fields were checked one by one on the way in; submitting also needs every required field
 * (PrecheckSubmission), and either way a country and a currency must be active ones. Only a Draft or
 * a form returned for changes may be written (409 precheckNotEditable).
 */
export async function writeOwnPrecheck(
  context: OnboardingContext,
  body: PrecheckDraft,
  options: { readonly submit: boolean },
): Promise<PrecheckForm> {
  const merchant = await ownMerchant(context, { lock: true });
  const current = await findPrecheck(context.tx, merchant);
  if (current && !PRECHECK_EDITABLE.includes(current.status)) {
    throw AppError.refused('PRECHECK_NOT_EDITABLE', ONBOARDING_MESSAGES.precheckNotEditable);
  }
  const problems = [
    ...(options.submit ? submissionProblems(body) : []),
    ...(await referenceProblems(context, body)),
  ];
  if (problems.length > 0) throw AppError.validation(problems);
  const row = await writePrecheck(context.tx, merchant, body, options.submit);
  if (options.submit) await notifyPrecheckSubmitted(context, merchant);
  return toPrecheckForm(row);
}

/** Every field message of the submission rules; a field left out is 'This field is required'. */
function submissionProblems(body: PrecheckDraft): FieldMessage[] {
  const parsed = PrecheckSubmission.safeParse(body);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const problems: FieldMessage[] = [];
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    const missing = key !== '' && body[key as keyof PrecheckDraft] === undefined;
    problems.push({ field: `body.${key}`, message: missing ? 'This field is required' : issue.message });
  }
  return problems;
}

/** A country and a currency must be ones the platform offers (the active reference rows). */
async function referenceProblems(context: OnboardingContext, body: PrecheckDraft): Promise<FieldMessage[]> {
  const problems: FieldMessage[] = [];
  if (body.country !== undefined) {
    const [row] = await context.tx
      .select({ code: countries.code })
      .from(countries)
      .where(and(eq(countries.code, body.country), eq(countries.isActive, true)))
      .limit(1);
    if (!row) problems.push({ field: 'body.country', message: 'Choose a country from the list' });
  }
  if (body.currency !== undefined) {
    const [row] = await context.tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(and(eq(currencies.id, body.currency), eq(currencies.isActive, true)))
      .limit(1);
    if (!row) problems.push({ field: 'body.currency', message: 'Choose a currency from the list' });
  }
  return problems;
}

/**
 * The tenant's review of a submitted form: approve it, or return it with a note (409
 * precheckNotReviewable unless Submitted). The merchant's users are told either way.
 */
export async function reviewMerchantPrecheck(
  context: OnboardingContext,
  merchantId: string,
  review: { readonly approve: true } | { readonly approve: false; readonly note: string },
): Promise<OnboardingMerchant> {
  const merchant = await findMerchant(context, merchantId, { lock: true });
  const current = await findPrecheck(context.tx, merchant);
  if (current?.status !== 'Submitted')
    throw AppError.refused('PRECHECK_NOT_REVIEWABLE', ONBOARDING_MESSAGES.precheckNotReviewable);
  const status = review.approve ? 'Approved' : 'ChangesRequested';
  const note = review.approve ? null : review.note;
  await reviewPrecheck(context.tx, merchant, { status, note }, context.actor.userId);
  await notifyPrecheckReviewed(context, merchant, { status, note });
  return merchant;
}
