import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSION_CATALOGUE } from '../auth/permissions';
import {
  areaOf,
  MANAGE_KEYS,
  PERMISSION_ROWS,
  roleDiff,
  withImpliedViews,
  withoutOrphanedManageKeys,
} from './permission-rows';

describe('the role editor rows', () => {
  it('lists every catalogue key once, each under a named area', () => {
    expect(PERMISSION_ROWS.map((row) => row.key)).toEqual(ALL_PERMISSIONS);
    expect(PERMISSION_ROWS.filter((row) => row.area === 'Other')).toEqual([]);
  });

  it('implies only view keys of the same audience', () => {
    const audienceOf = new Map(PERMISSION_CATALOGUE.map((p) => [p.key as string, p.audience]));
    for (const [manage, view] of Object.entries(MANAGE_KEYS)) {
      expect(audienceOf.has(manage)).toBe(true);
      if (!view) continue;
      expect(Object.hasOwn(MANAGE_KEYS, view), `${view} is a view key`).toBe(false);
      expect(audienceOf.get(view)).toBe(audienceOf.get(manage));
    }
  });

  it('puts action keys in the Manage column and reads in the View column', () => {
    const column = (key: string) => PERMISSION_ROWS.find((row) => row.key === key)?.column;
    expect(column('CRM.Transaction.Actions')).toBe('manage');
    expect(column('CRM.Transaction.View')).toBe('view');
    expect(areaOf('CRM.Reports.SmartOps')).toBe('Reports');
    expect(areaOf('manageCrmRoles')).toBe('Users and roles');
  });
});

describe('manage implies view', () => {
  it('adds the view key a manage key needs', () => {
    expect(withImpliedViews(['CRM.Transaction.Actions']).sort()).toEqual(
      ['CRM.Transaction.Actions', 'CRM.Transaction.View'].sort(),
    );
    expect(withImpliedViews(['CRM.BankOrders.Upload'])).toEqual(['CRM.BankOrders.Upload']);
  });

  it('drops manage keys whose view key was taken away', () => {
    expect(withoutOrphanedManageKeys(['CRM.Transaction.Actions', 'CRM.Disputes.View'])).toEqual([
      'CRM.Disputes.View',
    ]);
  });
});

describe('roleDiff', () => {
  it('names what a role edit adds and removes, keys and step-up flags apart', () => {
    const diff = roleDiff(
      { permissions: ['A', 'B'], scaRequiredPermissions: ['B'] },
      { permissions: ['B', 'C'], scaRequiredPermissions: ['C'] },
    );
    expect(diff).toEqual({ added: ['C'], removed: ['A'], stepUpAdded: ['C'], stepUpRemoved: ['B'] });
  });
});
