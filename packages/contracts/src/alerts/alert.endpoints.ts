import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  AlertListQuery,
  AlertPage,
  AlertParams,
  AlertRule,
  AlertRuleInput,
  AlertRuleListQuery,
  AlertRuleParams,
  AlertType,
  AlertView,
  PlatformAlertParams,
} from './alert.schemas';

/**
 * Spec §7 "Alerts": the six calls at the three levels (spec §6: "each of tenant, merchant and
 * platform levels has its own ticket and alert endpoints"), acknowledging an alert, and the rules of
 * the decline and pending ratio settings screen (the spec shows no path for either: they sit beside
 * the alerts). An alert or rule outside the caller's scope is 404.
 */

const TAGS = ['alerts'] as const;
const READ = ['Merchant.Reports.View', 'Merchant.Dashboard.View', 'CRM.Reports.Alerts'] as const;

export const alertCalls = {
  merchantList: defineEndpoint({
    id: 'alerts.merchant.list',
    method: 'GET',
    path: '/alerts',
    summary: "The merchant's alerts, newest first",
    audiences: ['customer'],
    permissions: ['Merchant.Reports.View', 'Merchant.Dashboard.View'],
    query: AlertListQuery,
    response: AlertPage,
    tags: TAGS,
  }),
  tenantList: defineEndpoint({
    id: 'alerts.tenant.list',
    method: 'GET',
    path: '/tenant/alerts',
    summary: "The tenant's alerts over its merchants, newest first",
    audiences: ['tenant'],
    permissions: ['CRM.Reports.Alerts'],
    query: AlertListQuery,
    response: AlertPage,
    tags: TAGS,
  }),
  platformList: defineEndpoint({
    id: 'alerts.platform.list',
    method: 'GET',
    path: '/platform/alerts',
    summary: 'Alerts of every tenant, newest first',
    audiences: ['platform'],
    permissions: ['CRM.Reports.Alerts'],
    query: AlertListQuery,
    response: AlertPage,
    tags: TAGS,
  }),
  types: defineEndpoint({
    id: 'alerts.types',
    method: 'GET',
    path: '/alerts/types',
    summary: 'The alert types: what a rule can measure',
    audiences: ['customer', 'tenant', 'platform'],
    permissions: READ,
    response: z.array(AlertType),
    tags: TAGS,
  }),
  get: defineEndpoint({
    id: 'alerts.get',
    method: 'GET',
    path: '/alerts/{id}',
    summary: 'One alert in the caller’s scope',
    audiences: ['customer', 'tenant', 'platform'],
    permissions: READ,
    params: AlertParams,
    response: AlertView,
    tags: TAGS,
  }),
  platformGet: defineEndpoint({
    id: 'alerts.platform.get',
    method: 'GET',
    path: '/platform/alerts/{tenantId}/{alertId}',
    summary: "One alert of a tenant's (the spec's {a}/{b}: tenant, then alert)",
    audiences: ['platform'],
    permissions: ['CRM.Reports.Alerts'],
    params: PlatformAlertParams,
    response: AlertView,
    tags: TAGS,
  }),
  acknowledge: defineEndpoint({
    id: 'alerts.acknowledge',
    method: 'POST',
    path: '/alerts/{id}/acknowledge',
    summary: 'Acknowledges an alert, once (409 ALERT_ALREADY_ACKNOWLEDGED after)',
    audiences: ['customer', 'tenant', 'platform'],
    permissions: READ,
    params: AlertParams,
    response: AlertView,
    tags: TAGS,
  }),
};

const RULES = ['Settings.DeclinePendingRatioAlerts.View'] as const;

export const alertRuleCalls = {
  list: defineEndpoint({
    id: 'alertRules.list',
    method: 'GET',
    path: '/alert-rules',
    summary: 'The alert rules in scope, with how many merchants are pending and firing under each',
    audiences: ['tenant', 'platform'],
    permissions: RULES,
    query: AlertRuleListQuery,
    response: z.array(AlertRule),
    tags: TAGS,
  }),
  create: defineEndpoint({
    id: 'alertRules.create',
    method: 'POST',
    path: '/alert-rules',
    summary: 'Creates an alert rule (audited)',
    audiences: ['tenant', 'platform'],
    permissions: RULES,
    body: AlertRuleInput,
    response: AlertRule,
    tags: TAGS,
  }),
  get: defineEndpoint({
    id: 'alertRules.get',
    method: 'GET',
    path: '/alert-rules/{ruleId}',
    summary: 'One alert rule',
    audiences: ['tenant', 'platform'],
    permissions: RULES,
    params: AlertRuleParams,
    response: AlertRule,
    tags: TAGS,
  }),
  update: defineEndpoint({
    id: 'alertRules.update',
    method: 'PUT',
    path: '/alert-rules/{ruleId}',
    summary: "Replaces an alert rule's settings; its merchants' states start again from OK (audited)",
    audiences: ['tenant', 'platform'],
    permissions: RULES,
    params: AlertRuleParams,
    body: AlertRuleInput,
    response: AlertRule,
    tags: TAGS,
  }),
  delete: defineEndpoint({
    id: 'alertRules.delete',
    method: 'DELETE',
    path: '/alert-rules/{ruleId}',
    summary: 'Deletes an alert rule; its open alerts are resolved and kept (audited)',
    audiences: ['tenant', 'platform'],
    permissions: RULES,
    params: AlertRuleParams,
    response: z.object({ deleted: z.literal(true) }),
    tags: TAGS,
  }),
};
