import { pipelineWidget, webhookStatusWidget } from '@paydesk/contracts/dashboards/widget-data.endpoints';
import type { PipelineData, WebhookStatusData } from '@paydesk/contracts/dashboards/widget-data.schemas';
import { describe, expect, it } from 'vitest';
import { demoMerchant } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { dashboardsTestApp } from './dashboards.test-support';
import { webhookStatusOf } from './widget-data.service';

const { NORTHWIND_ADMIN, ACME, AGENT } = DEMO_EMAILS;
const BOARDING = 'merchant.new@onboard.test';
const { api } = dashboardsTestApp();

describe('the pipeline data source', () => {
  it("shows a merchant its own onboarding, and staff their tenant's merchants", async () => {
    const own = await api.ok<PipelineData>(BOARDING, pipelineWidget);
    expect(own.stages.map((stage) => stage.name)).toEqual([
      'Pre-check form',
      'Review',
      'Proposal',
      'Agreement',
      'Go live',
    ]);
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({ pipelineId: demoMerchant('onboard-bikes').id, isClosed: false });
    expect(own.items[0]?.currentPipelineStageNumber).toBeLessThan(5);

    const staff = await api.ok<PipelineData>(NORTHWIND_ADMIN, pipelineWidget);
    const acme = staff.items.find((item) => item.pipelineId === demoMerchant('acme').id);
    expect(acme).toMatchObject({ currentPipelineStageNumber: 5, isClosed: true, stateName: 'GoLive' });
    expect(staff.items.map((item) => item.pipelineId)).not.toContain(demoMerchant('seaside-travel').id);

    // The widget's Customer filter narrows staff to the merchants named (ids joined by commas).
    const narrowed = await api.ok<PipelineData>(NORTHWIND_ADMIN, pipelineWidget, {
      query: { Customer: `${demoMerchant('acme').id},not-an-id` },
    });
    expect(narrowed.items.map((item) => item.pipelineId)).toEqual([demoMerchant('acme').id]);
  });
});

describe('the webhook-status data source', () => {
  it('answers a merchant for itself, and staff within their customer limits', async () => {
    const own = await api.ok<WebhookStatusData>(ACME, webhookStatusWidget);
    expect(own.items.map((item) => item.merchantId)).toEqual([demoMerchant('acme').id]);
    // The agent is limited to two merchants.
    const limited = await api.ok<WebhookStatusData>(AGENT, webhookStatusWidget);
    expect(limited.items.map((item) => item.merchantId).sort()).toEqual(
      [demoMerchant('acme').id, demoMerchant('sandbox-labs').id].sort(),
    );
  });

  it('reads NotConfigured, Configured, Delivering and NotDelivering from the address and the last delivery', () => {
    const health = { merchantId: 'm', delivered: 0, failed: 0, lastDeliveryAt: null };
    expect(webhookStatusOf(undefined)).toBe('NotConfigured');
    expect(webhookStatusOf({ ...health, endpointCount: 0, lastFinishedState: 'Delivered' })).toBe(
      'NotConfigured',
    );
    expect(webhookStatusOf({ ...health, endpointCount: 1, lastFinishedState: null })).toBe('Configured');
    expect(webhookStatusOf({ ...health, endpointCount: 1, lastFinishedState: 'Delivered' })).toBe(
      'Delivering',
    );
    expect(webhookStatusOf({ ...health, endpointCount: 1, lastFinishedState: 'Failed' })).toBe(
      'NotDelivering',
    );
  });
});
