import type { OnboardingCase, OnboardingMerchantRow } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { merchants } from '../../infra/db/schema';
import { scopedMerchantCondition, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { listDocuments, listDocumentTypes } from './documents.repository';
import { listOfferSummaries, type OfferRow, offerTable, toSummary } from './offers.repository';
import { agreements, boardingDocuments, precheckForms, proposals } from './onboarding.table';
import type { OnboardingContext, OnboardingMerchant } from './onboarding-access';
import { findPrecheck, toPrecheckForm } from './precheck.repository';

/**
 * One merchant's onboarding as a whole. The merchant sees only offers that were sent (a draft is the
 * tenant's business until then); tenant staff see everything.
 */
export async function onboardingCase(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
): Promise<OnboardingCase> {
  const { tx } = context;
  const sentOnly = context.scope.merchantId !== null;
  const documents = await listDocuments(tx, merchant);
  const types = await listDocumentTypes(tx, tenantOnlyScope(merchant.tenantId));
  const filed = new Set(documents.map((d) => d.documentTypeId));
  return {
    merchant: {
      merchantId: merchant.merchantId,
      legalBusinessName: merchant.legalBusinessName,
      processingStatus: merchant.processingStatus,
      tenantId: merchant.tenantId,
      tenantName: merchant.tenantName,
    },
    precheck: toPrecheckForm(await findPrecheck(tx, merchant)),
    documents,
    missingDocumentTypes: types.filter((t) => t.isRequired && !filed.has(t.id)).map((t) => t.name),
    proposals: await listOfferSummaries(tx, 'proposal', merchant, { sentOnly }),
    agreements: await listOfferSummaries(tx, 'agreement', merchant, { sentOnly }),
  };
}

const sameMerchant = (table: { tenantId: unknown; merchantId: unknown }) =>
  sql`${table.tenantId} = ${merchants.tenantId} and ${table.merchantId} = ${merchants.id}`;

const hasProposal = sql`exists (select 1 from ${proposals} where ${sameMerchant(proposals)})`;
const hasAgreement = sql`exists (select 1 from ${agreements} where ${sameMerchant(agreements)})`;

/**
 * The latest activity: the form saved or reviewed, a document filed, an offer written or answered.
 * Mapped as the form's timestamp column, so each driver's text or Date becomes a Date alike.
 */
const lastActivity = sql<Date | null>`greatest(
  ${precheckForms.updatedAt},
  (select max(${boardingDocuments.createdAt}) from ${boardingDocuments} where ${sameMerchant(boardingDocuments)}),
  (select max(${proposals.updatedAt}) from ${proposals} where ${sameMerchant(proposals)}),
  (select max(${agreements.updatedAt}) from ${agreements} where ${sameMerchant(agreements)})
)`.mapWith(precheckForms.updatedAt);

/**
 * The merchants in onboarding within the scope and customer limits: not processing live, and either
 * not processing at all or with something of onboarding on file (a sandbox merchant that boarded
 * here). Most recently active first, then by name.
 */
export async function listOnboardingMerchants(
  context: OnboardingContext,
  page: { readonly pageIndex: number; readonly pageSize: number },
): Promise<{ count: number; data: OnboardingMerchantRow[] }> {
  const { tx, scope } = context;
  const where = and(
    scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
    ne(merchants.processingStatus, 'LiveEnabled'),
    or(
      eq(merchants.processingStatus, 'NoProcessing'),
      sql`${precheckForms.merchantId} is not null`,
      hasProposal,
      hasAgreement,
    ),
  );
  const joinForm = and(
    eq(precheckForms.tenantId, merchants.tenantId),
    eq(precheckForms.merchantId, merchants.id),
  );
  const [total] = await tx
    .select({ n: count() })
    .from(merchants)
    .leftJoin(precheckForms, joinForm)
    .where(where);
  const rows = await tx
    .select({
      tenantId: merchants.tenantId,
      merchantId: merchants.id,
      legalBusinessName: merchants.legalBusinessName,
      processingStatus: merchants.processingStatus,
      precheckStatus: precheckForms.status,
      submittedAt: precheckForms.submittedAt,
      documentCount: sql<number>`(select count(*) from ${boardingDocuments} where ${sameMerchant(boardingDocuments)})::int`,
      updatedAt: lastActivity,
    })
    .from(merchants)
    .leftJoin(precheckForms, joinForm)
    .where(where)
    .orderBy(
      sql`${lastActivity} desc nulls last`,
      asc(sql`lower(${merchants.legalBusinessName})`),
      asc(merchants.id),
    )
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  const latestProposals = await latestOffers(context, 'proposal', rows);
  const latestAgreements = await latestOffers(context, 'agreement', rows);
  return {
    count: total?.n ?? 0,
    data: rows.map((row) => ({
      merchantId: row.merchantId,
      legalBusinessName: row.legalBusinessName,
      processingStatus: row.processingStatus,
      precheckStatus: row.precheckStatus ?? 'Draft',
      submittedAt: row.submittedAt?.toISOString() ?? null,
      documentCount: row.documentCount,
      latestProposal: latestProposals.get(row.merchantId) ?? null,
      latestAgreement: latestAgreements.get(row.merchantId) ?? null,
      updatedAt: row.updatedAt?.toISOString() ?? null,
    })),
  };
}

/** The newest offer of each listed merchant. */
async function latestOffers(
  context: OnboardingContext,
  kind: 'proposal' | 'agreement',
  rows: readonly { tenantId: string; merchantId: string }[],
) {
  const latest = new Map<string, ReturnType<typeof toSummary>>();
  if (rows.length === 0) return latest;
  const table = offerTable(kind);
  const found: OfferRow[] = await context.tx
    .select()
    .from(table)
    .where(
      and(
        inArray(table.tenantId, [...new Set(rows.map((r) => r.tenantId))]),
        inArray(
          table.merchantId,
          rows.map((r) => r.merchantId),
        ),
      ),
    )
    .orderBy(desc(table.version));
  for (const row of found) if (!latest.has(row.merchantId)) latest.set(row.merchantId, toSummary(row));
  return latest;
}
