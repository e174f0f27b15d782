import { describe, expect, it, vi } from 'vitest';
import { tenantAgent } from '../../test/fixtures/users';
import {
  DEV_OVERRIDE_KEY,
  isDevHost,
  overridePermissions,
  readOverride,
  withDevPermissionOverride,
} from './dev-permission-override';

const stored = JSON.stringify({ add: ['CRM.Audit.View', 'Not.A.Key'], remove: ['CRM.Transaction.View'] });

describe('the dev-only permission override (spec §6)', () => {
  it('is honoured on local hosts only', () => {
    for (const host of ['localhost', 'paydesk.localhost', '127.0.0.1', '[::1]'])
      expect(isDevHost(host)).toBe(true);
    for (const host of ['portal.paydesk.example', 'localhost.example.com', '10.0.0.5', '127.0.0.2.nip.io'])
      expect(isDevHost(host)).toBe(false);
  });

  it('keeps only known keys, and ignores what it cannot read', () => {
    expect(readOverride(stored)).toEqual({ add: ['CRM.Audit.View'], remove: ['CRM.Transaction.View'] });
    expect(readOverride('{not json')).toBeNull();
    expect(readOverride(null)).toBeNull();
    expect(readOverride('{"add":"CRM.Audit.View"}')).toEqual({ add: [], remove: [] });
  });

  it('adds and removes keys, removal winning', () => {
    expect(overridePermissions(['A', 'B'], { add: ['C', 'B'], remove: ['B'] }).sort()).toEqual(['A', 'C']);
  });

  it('changes the user on localhost, and leaves it alone on any other host', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const local = withDevPermissionOverride(tenantAgent, { hostname: 'localhost', stored });
    expect(local.permissions).toContain('CRM.Audit.View');
    expect(local.permissions).not.toContain('CRM.Transaction.View');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(DEV_OVERRIDE_KEY), expect.anything());
    expect(withDevPermissionOverride(tenantAgent, { hostname: 'portal.paydesk.example', stored })).toBe(
      tenantAgent,
    );
    warn.mockRestore();
  });
});
