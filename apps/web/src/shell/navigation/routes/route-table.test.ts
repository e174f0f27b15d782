import { PERMISSION_CATALOGUE } from '@paydesk/contracts/auth/permissions';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/locales/en';
import { findRoute, ROUTE_TABLE } from './route-table';

/** Spec §2 "Route areas", every one of them. */
const ROUTE_AREAS = [
  'dashboard',
  'crm/dashboard',
  'boarding',
  'merchant/support',
  'merchant/support-tickets',
  'merchant/payments',
  'merchant/transaction-management',
  'reports',
  'developer-settings',
  'documentation',
  'merchant/profile-settings',
  'smart-routing-visualization',
  'merchant/payment-settings',
  'merchant/users',
  'merchant/reconciliation',
  'crm',
  'crm/users',
  'crm/settings',
  'crm/reports',
  'tenant/support',
  'tenant/support-tickets',
  'transaction-management',
  'tenant/profile-settings',
  'crm/disputes',
  'audit',
  'platform/transaction-management/transaction-lookup',
  'platform/transaction-management/transaction-lookup-columns',
  'platform/transaction-management',
  'platform/support',
  'platform/support-tickets',
  'crm/tenant-management',
  'crm/leave-management',
  'platform/ai-agent',
];

/**
 * Routes designed beyond spec §2 (the spec says ticket, merchant and onboarding screens exist but
 * shows no routes for them). Listed here so the spec's own count stays visible.
 */
const DESIGNED_ROUTES = [
  'merchant/support-tickets/:ticketId',
  'tenant/support-tickets/:ticketId',
  'platform/support-tickets/:tenantId/:ticketId',
  'merchant/transaction-management/transaction-lookup/:transactionId',
  'transaction-management/transaction-lookup/:transactionId',
  'platform/transaction-management/transaction-lookup/:transactionId',
  'boarding/proposals',
  'crm/onboarding',
  'crm/onboarding/:merchantId',
];

/** The routes spec §2 itself lists (areas, menus and their group roots). */
const SPEC_ROUTE_COUNT = 181;

const audienceOf = new Map<string, string>(PERMISSION_CATALOGUE.map((p) => [p.key, p.audience]));

describe('route table', () => {
  it('has each path once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(ROUTE_AREAS)('has the spec route %s', (path) => {
    expect(findRoute(path)).toBeDefined();
  });

  it('uses the route permissions spec §6 names', () => {
    expect(findRoute('smart-routing-visualization')?.rule?.permissions).toEqual([
      'Merchant.PaymentsSettings.SmartRouting.View',
    ]);
    for (const route of ROUTE_TABLE.filter((r) => r.path.startsWith('merchant/payment-settings'))) {
      expect(route.rule?.permissions).toEqual(['Merchant.Payments.Settings']);
    }
    for (const path of ['tenant/support', 'tenant/support-tickets']) {
      expect(findRoute(path)?.rule?.permissions).toEqual(['CRM.Support.Lookup']);
    }
    expect(findRoute('platform/transaction-management/transaction-lookup')?.rule?.permissions).toEqual([
      'Platform.Transaction.Lookup',
    ]);
    expect(
      findRoute('platform/transaction-management/transaction-lookup-columns')?.rule?.permissions,
    ).toEqual(['Platform.Transaction.LookupColumns']);
    expect(findRoute('platform/support')?.rule?.permissions).toEqual(['Platform.Support.Lookup']);
    expect(findRoute('dashboard')?.rule?.permissions).toEqual(['Merchant.Dashboard.View']);
    expect(findRoute('crm/dashboard')?.rule?.permissions).toEqual(['CRM.Dashboard.View']);
  });

  it("holds the spec's 181 routes plus the designed ones, and nothing else", () => {
    for (const path of DESIGNED_ROUTES) expect(findRoute(path), path).toBeDefined();
    expect(ROUTE_TABLE.length).toBe(SPEC_ROUTE_COUNT + DESIGNED_ROUTES.length);
  });

  it("guards a transaction's details by its lookup's permission", () => {
    const lookup = 'transaction-lookup/:transactionId';
    expect(findRoute(`merchant/transaction-management/${lookup}`)?.rule?.permissions).toEqual([
      'Merchant.Transaction.View',
    ]);
    expect(findRoute(`transaction-management/${lookup}`)?.rule?.permissions).toEqual([
      'CRM.Transaction.View',
    ]);
    expect(findRoute(`platform/transaction-management/${lookup}`)?.rule?.permissions).toEqual([
      'Platform.Transaction.Lookup',
    ]);
    expect(findRoute(`transaction-management/${lookup}`)?.sections).toEqual([
      'nav.transactionManagement',
      'nav.transactionLookup',
    ]);
  });

  it('guards the onboarding review by CRM.Onboarding.View', () => {
    for (const path of ['crm/onboarding', 'crm/onboarding/:merchantId'])
      expect(findRoute(path)?.rule?.permissions).toEqual(['CRM.Onboarding.View']);
    expect(findRoute('crm/onboarding/:merchantId')?.sections).toEqual(['nav.crm', 'nav.merchantOnboarding']);
  });

  it('guards boarding by login only', () => {
    for (const route of ROUTE_TABLE.filter((r) => r.path === 'boarding' || r.path.startsWith('boarding/'))) {
      expect(route.rule).toBeUndefined();
    }
    expect(ROUTE_TABLE.filter((r) => !r.rule).map((r) => r.path)).toEqual([
      'boarding',
      'boarding/precheckform',
      'boarding/documents',
      'boarding/proposals',
    ]);
  });

  it('keeps leave management and AI chat to platform staff, profile settings to their user type', () => {
    expect(findRoute('crm/leave-management/leaves')?.rule?.userTypes).toEqual(['Platform']);
    expect(findRoute('crm/leave-management')?.rule?.userTypes).toEqual(['Platform']);
    expect(findRoute('platform/ai-agent')?.rule?.userTypes).toEqual(['Platform']);
    expect(findRoute('merchant/profile-settings')?.rule?.userTypes).toEqual(['Customer']);
    expect(findRoute('tenant/profile-settings')?.rule?.userTypes).toEqual(['Tenant', 'Platform']);
  });

  it('gives an area root the union of its routes’ permissions', () => {
    expect(findRoute('crm/tenant-management')?.rule?.permissions).toEqual([
      'Platform.Tenants.View',
      'Tenant.Keys.View',
    ]);
  });

  it('keeps merchant routes to merchant keys and operator routes to operator keys', () => {
    for (const route of ROUTE_TABLE) {
      const audiences = new Set((route.rule?.permissions ?? []).map((p) => audienceOf.get(p)));
      expect(audiences.has(undefined), route.path).toBe(false);
      const merchantSide = audiences.has('merchant') || audiences.has('onboarding');
      const operatorSide = audiences.has('operator') || audiences.has('platform');
      expect(merchantSide && operatorSide, route.path).toBe(false);
    }
  });

  it('titles every route in English', () => {
    const nav = en.nav as Record<string, string>;
    for (const route of ROUTE_TABLE) {
      for (const key of [route.title, ...route.sections])
        expect(nav[key.slice('nav.'.length)], key).toBeTruthy();
    }
    expect(findRoute('crm/organizations')?.title).toBe('nav.customers');
    expect(findRoute('platform/ai-agent')?.title).toBe('nav.aiChat');
    expect(en.nav.aiChat).toBe('AI Chat');
  });
});
