import { ALL_PERMISSIONS } from '@paydesk/contracts/auth/permissions';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, isChanged, rowsByArea, withKey, withStepUp } from './role-draft';

describe('the role draft', () => {
  it('grants the view key with a manage key, and takes the manage keys with their view key', () => {
    const granted = withKey(EMPTY_DRAFT, 'CRM.Transaction.Actions', true);
    expect([...granted.permissions].sort()).toEqual(['CRM.Transaction.Actions', 'CRM.Transaction.View']);
    const withBulk = withKey(granted, 'CRM.Transaction.BulkActions', true);
    const taken = withKey(withBulk, 'CRM.Transaction.View', false);
    expect(taken.permissions).toEqual([]);
  });

  it('flags step-up only on granted keys, and drops the flag when the key goes', () => {
    expect(withStepUp(EMPTY_DRAFT, 'CRM.Transaction.Actions', true)).toBe(EMPTY_DRAFT);
    const flagged = withStepUp(
      withKey(EMPTY_DRAFT, 'CRM.Transaction.Actions', true),
      'CRM.Transaction.Actions',
      true,
    );
    expect(flagged.scaRequiredPermissions).toEqual(['CRM.Transaction.Actions']);
    expect(withKey(flagged, 'CRM.Transaction.Actions', false).scaRequiredPermissions).toEqual([]);
  });

  it('offers a tenant role only operator keys, and a merchant role merchant and onboarding keys', () => {
    const keys = (type: 'crm' | 'merchant') => rowsByArea(type).flatMap((g) => g.rows.map((r) => r.key));
    expect(keys('crm')).toContain('CRM.Transaction.View');
    expect(keys('crm')).not.toContain('Platform.Tenants.View');
    expect(keys('crm')).not.toContain('Merchant.Transaction.View');
    expect(keys('merchant')).toContain('Merchant.Users.Manage');
    expect(keys('merchant')).toContain('viewMerchantPortalPrecheck');
    expect(keys('merchant')).not.toContain('CRM.Transaction.View');
    expect(new Set([...keys('crm'), ...keys('merchant')]).size).toBeLessThan(ALL_PERMISSIONS.length);
  });

  it('sees a change in the name, the keys or the flags, not in their order', () => {
    const from = { ...EMPTY_DRAFT, name: 'Support', permissions: ['A', 'B'] };
    expect(isChanged({ ...from, permissions: ['B', 'A'] }, from)).toBe(false);
    expect(isChanged({ ...from, name: 'Support ' }, from)).toBe(false);
    expect(isChanged({ ...from, name: 'Agents' }, from)).toBe(true);
    expect(isChanged({ ...from, permissions: ['A'] }, from)).toBe(true);
  });
});
