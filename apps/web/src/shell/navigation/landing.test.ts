import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { describe, expect, it } from 'vitest';
import {
  boardingMerchant,
  merchantAdmin,
  merchantSupportUser,
  platformAdmin,
  tenantAdmin,
  tenantAgent,
} from '../../test/fixtures/users';
import type { IsBuilt } from './built-screens';
import { landingPath } from './landing';

/** A portal where these screens are built (no dashboard among them unless named). */
const built =
  (...paths: string[]): IsBuilt =>
  (path) =>
    paths.includes(path);

const TODAY = built(
  'merchant/support',
  'merchant/support-tickets',
  'tenant/support',
  'platform/support',
  'boarding/precheckform',
  'boarding/documents',
  'crm/onboarding',
  'merchant/transaction-management/transaction-lookup',
  'transaction-management/transaction-lookup',
  'transaction-management/bank-order-uploads',
);

const withPermissions = (user: CurrentUser, permissions: string[]): CurrentUser => ({ ...user, permissions });

describe('landingPath', () => {
  it.each([
    ['a merchant', merchantAdmin, '/merchant/transaction-management/transaction-lookup'],
    ['a merchant with the support desk only', merchantSupportUser, '/merchant/support'],
    ['a tenant agent', tenantAgent, '/transaction-management/transaction-lookup'],
    ['a tenant administrator', tenantAdmin, '/crm/onboarding'],
    ['platform staff', platformAdmin, '/crm/onboarding'],
    ['a boarding merchant', boardingMerchant, '/boarding/precheckform'],
  ])('lands %s on the first built screen of their menu until the dashboard is built', (_, user, path) => {
    expect(landingPath(user, TODAY)).toBe(path);
  });

  it('lands a boarding merchant without onboarding keys on the rest of their menu', () => {
    const user = withPermissions(boardingMerchant, ['Merchant.Support.Lookup']);
    expect(landingPath(user, TODAY)).toBe('/merchant/support');
  });

  it('lands on the dashboard of spec §2 once it is built', () => {
    const withDashboards = (path: string) => TODAY(path) || path === 'dashboard' || path === 'crm/dashboard';
    expect(landingPath(merchantAdmin, withDashboards)).toBe('/dashboard');
    expect(landingPath(boardingMerchant, withDashboards)).toBe('/dashboard');
    expect(landingPath(tenantAgent, withDashboards)).toBe('/crm/dashboard');
    expect(landingPath(platformAdmin, withDashboards)).toBe('/crm/dashboard');
    // Built, but not theirs: the first built screen of their menu instead of "unauthorized".
    expect(landingPath(withPermissions(tenantAgent, ['CRM.Support.Lookup']), withDashboards)).toBe(
      '/tenant/support',
    );
  });

  it('keeps a user with no built screen at all on their dashboard', () => {
    expect(landingPath(merchantAdmin, built())).toBe('/dashboard');
    expect(landingPath(tenantAgent, built())).toBe('/crm/dashboard');
  });
});
