import { and, desc, inArray, ne } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { agreements, precheckForms, proposals } from './onboarding.table';

/**
 * Where each merchant's onboarding stands, as the dashboards' pipeline chart draws it (spec §3
 * pipeline element; docs/dashboards.md "Data sources"). Five stages, from what onboarding records
 * today: the pre-check form, its review, the proposal, the agreement, going live. An offer still
 * `Created` is the tenant's draft and does not count (the merchant never saw it). Closed: live
 * (`GoLive`) or deactivated before going live (`Lost`). Later areas (CRM leads, opportunities) add
 * stages in front.
 */
export const ONBOARDING_STAGES = ['Pre-check form', 'Review', 'Proposal', 'Agreement', 'Go live'] as const;

export interface PipelineMerchant {
  readonly tenantId: string;
  readonly merchantId: string;
  readonly processingStatus: 'NoProcessing' | 'SandboxEnabled' | 'LiveEnabled';
  readonly isActive: boolean;
}

export interface PipelinePosition {
  readonly merchantId: string;
  /** 1-based, in ONBOARDING_STAGES. */
  readonly stageNumber: number;
  readonly isClosed: boolean;
  readonly stateName: string;
}

const LAST_STAGE = ONBOARDING_STAGES.length;

/** The newest sent offer's status of each merchant. */
async function latestSentStatus(
  tx: ScopedTx,
  table: typeof proposals | typeof agreements,
  merchantIds: string[],
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ merchantId: table.merchantId, status: table.status })
    .from(table)
    .where(and(inArray(table.merchantId, merchantIds), ne(table.status, 'Created')))
    .orderBy(desc(table.version));
  const latest = new Map<string, string>();
  for (const row of rows) if (!latest.has(row.merchantId)) latest.set(row.merchantId, row.status);
  return latest;
}

export async function onboardingPipeline(
  tx: ScopedTx,
  merchants: readonly PipelineMerchant[],
): Promise<PipelinePosition[]> {
  if (merchants.length === 0) return [];
  const ids = merchants.map((merchant) => merchant.merchantId);
  const prechecks = await tx
    .select({ merchantId: precheckForms.merchantId, status: precheckForms.status })
    .from(precheckForms)
    .where(inArray(precheckForms.merchantId, ids));
  const precheckOf = new Map(prechecks.map((row) => [row.merchantId, row.status as string]));
  const proposalOf = await latestSentStatus(tx, proposals, ids);
  const agreementOf = await latestSentStatus(tx, agreements, ids);

  return merchants.map((merchant) => {
    const at = (stageNumber: number, stateName: string, isClosed = false): PipelinePosition => ({
      merchantId: merchant.merchantId,
      stageNumber,
      isClosed,
      stateName,
    });
    if (merchant.processingStatus === 'LiveEnabled') return at(LAST_STAGE, 'GoLive', true);
    const precheck = precheckOf.get(merchant.merchantId) ?? 'NotStarted';
    const proposal = proposalOf.get(merchant.merchantId);
    const agreement = agreementOf.get(merchant.merchantId);
    const position =
      agreement === 'Accepted' || merchant.processingStatus === 'SandboxEnabled'
        ? at(LAST_STAGE, merchant.processingStatus)
        : proposal === 'Accepted'
          ? at(4, agreement ?? 'AwaitingAgreement')
          : precheck === 'Approved'
            ? at(3, proposal ?? 'AwaitingProposal')
            : precheck === 'Submitted'
              ? at(2, precheck)
              : at(1, precheck);
    return merchant.isActive ? position : { ...position, isClosed: true, stateName: 'Lost' };
  });
}
