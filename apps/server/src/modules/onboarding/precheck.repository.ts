import type { PrecheckStatus } from '@paydesk/contracts/onboarding/onboarding.model';
import type { PrecheckDraft, PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { precheckForms } from './onboarding.table';
import type { OnboardingMerchant } from './onboarding-access';

export type PrecheckRow = typeof precheckForms.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The form as the merchant and the tenant see it; a merchant who never saved one has an empty draft. */
export function toPrecheckForm(row: PrecheckRow | undefined): PrecheckForm {
  if (!row) {
    return {
      status: 'Draft',
      form: {},
      submittedAt: null,
      reviewedAt: null,
      reviewNote: null,
      updatedAt: null,
    };
  }
  return {
    status: row.status,
    form: row.form,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    reviewNote: row.reviewNote,
    updatedAt: iso(row.updatedAt),
  };
}

const ofMerchant = (merchant: OnboardingMerchant) =>
  and(eq(precheckForms.tenantId, merchant.tenantId), eq(precheckForms.merchantId, merchant.merchantId));

/** The merchant's form row, if any; `lock` for a change (the merchant row is locked first by callers). */
export async function findPrecheck(
  tx: ScopedTx,
  merchant: OnboardingMerchant,
): Promise<PrecheckRow | undefined> {
  const [row] = await tx.select().from(precheckForms).where(ofMerchant(merchant)).limit(1);
  return row;
}

/** Writes the merchant's fields (the whole form) and, when submitting, the new status. */
export async function writePrecheck(
  tx: ScopedTx,
  merchant: OnboardingMerchant,
  form: PrecheckDraft,
  submit: boolean,
): Promise<PrecheckRow> {
  const changes = {
    form,
    updatedAt: sql`now()`,
    ...(submit && { status: 'Submitted' as const, submittedAt: sql`now()` }),
  };
  const [row] = await tx
    .insert(precheckForms)
    .values({
      tenantId: merchant.tenantId,
      merchantId: merchant.merchantId,
      form,
      ...(submit && { status: 'Submitted' as const, submittedAt: sql`now()` }),
    })
    .onConflictDoUpdate({ target: [precheckForms.tenantId, precheckForms.merchantId], set: changes })
    .returning();
  if (!row) throw new Error('The pre-check form was not written');
  return row;
}

/** The tenant's review: Approved, or ChangesRequested with a note. */
export async function reviewPrecheck(
  tx: ScopedTx,
  merchant: OnboardingMerchant,
  review: {
    readonly status: Extract<PrecheckStatus, 'Approved' | 'ChangesRequested'>;
    readonly note: string | null;
  },
  reviewerId: string,
): Promise<PrecheckRow> {
  const [row] = await tx
    .update(precheckForms)
    .set({
      status: review.status,
      reviewNote: review.note,
      reviewedAt: sql`now()`,
      reviewedBy: reviewerId,
      updatedAt: sql`now()`,
    })
    .where(ofMerchant(merchant))
    .returning();
  if (!row) throw new Error('The pre-check form was not reviewed');
  return row;
}
