import type { WebhookStatus } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { PipelineData, WebhookStatusData } from '@paydesk/contracts/dashboards/widget-data.schemas';
import { and, asc, inArray } from 'drizzle-orm';
import { merchants } from '../../infra/db/schema';
import { scopedMerchantCondition, scopeForActor } from '../../infra/tenancy/data-scope';
import { ONBOARDING_STAGES, onboardingPipeline } from '../onboarding';
import { type WebhookHealth, webhookHealthOf } from '../transaction-webhooks';
import type { DashboardContext } from './dashboard-context';

/**
 * The two widget data sources this module serves (docs/dashboards.md "Data sources"): each
 * merchant's webhook status, and where each merchant's onboarding stands. Both read the merchants
 * the caller may see (a merchant user: itself; staff: their tenant's within their customer limits),
 * narrowed by the widget's `Customer` filter for staff.
 */

/** What counts as recent for the webhook status: the last day's deliveries. */
const RECENT_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `Customer` filter as spec §7 sends it (ids joined by commas); what is not an id is left out. */
function customerFilter(customer: string | undefined): string[] | null {
  if (!customer?.trim()) return null;
  return customer
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
}

async function merchantsInView(ctx: DashboardContext, customer: string | undefined) {
  const customers = ctx.actor.audience === 'customer' ? null : customerFilter(customer);
  if (customers?.length === 0) return [];
  return ctx.tx
    .select({
      tenantId: merchants.tenantId,
      merchantId: merchants.id,
      name: merchants.legalBusinessName,
      processingStatus: merchants.processingStatus,
      isActive: merchants.isActive,
    })
    .from(merchants)
    .where(
      and(
        scopedMerchantCondition(scopeForActor(ctx.actor), {
          tenantId: merchants.tenantId,
          merchantId: merchants.id,
        }),
        customers ? inArray(merchants.id, customers) : undefined,
      ),
    )
    .orderBy(asc(merchants.legalBusinessName), asc(merchants.id));
}

/**
 * Spec §4 WEBHOOK_STATUS: no active address is NotConfigured; an address without a finished delivery
 * in the last day is Configured; then the newest finished delivery decides, Delivering or NotDelivering.
 */
export function webhookStatusOf(health: WebhookHealth | undefined): WebhookStatus {
  if (!health || health.endpointCount === 0) return 'NotConfigured';
  if (health.lastFinishedState === null) return 'Configured';
  return health.lastFinishedState === 'Delivered' ? 'Delivering' : 'NotDelivering';
}

export async function webhookStatusData(
  ctx: DashboardContext,
  customer: string | undefined,
): Promise<WebhookStatusData> {
  const inView = await merchantsInView(ctx, customer);
  const health = await webhookHealthOf(
    ctx.tx,
    inView.map((merchant) => merchant.merchantId),
    new Date(Date.now() - RECENT_MS),
  );
  return {
    items: inView.map((merchant) => {
      const own = health.get(merchant.merchantId);
      return {
        merchantId: merchant.merchantId,
        merchantName: merchant.name,
        status: webhookStatusOf(own),
        endpointCount: own?.endpointCount ?? 0,
        delivered: own?.delivered ?? 0,
        failed: own?.failed ?? 0,
        lastDeliveryAt: own?.lastDeliveryAt?.toISOString() ?? null,
      };
    }),
  };
}

export async function pipelineData(
  ctx: DashboardContext,
  customer: string | undefined,
): Promise<PipelineData> {
  const inView = await merchantsInView(ctx, customer);
  const positions = await onboardingPipeline(ctx.tx, inView);
  const nameOf = new Map(inView.map((merchant) => [merchant.merchantId, merchant.name]));
  return {
    stages: ONBOARDING_STAGES.map((name, index) => ({ number: index + 1, name })),
    items: positions.map((position) => ({
      pipelineId: position.merchantId,
      merchantName: nameOf.get(position.merchantId) ?? '',
      currentPipelineStageNumber: position.stageNumber,
      isClosed: position.isClosed,
      stateName: position.stateName,
    })),
  };
}
