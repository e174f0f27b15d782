import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import {
  boardingMerchant,
  merchantAdmin,
  platformAdmin,
  tenantAdmin,
  tenantAgent,
} from '../../../test/fixtures/users';
import { findRoute } from '../routes/route-table';
import type { MenuNodeDef } from './menu-types';
import { MERCHANT_MENU } from './merchant-menu';
import { ONBOARDING_MENU } from './onboarding-menu';
import { OPERATOR_MENU } from './operator-menu';
import { userMenu, type VisibleMenuNode, visibleMenu } from './visible-menu';

/** The menu as text: "Group > Item" for every visible entry. */
function outline(nodes: readonly VisibleMenuNode[], prefix = ''): string[] {
  return nodes.flatMap((n) => {
    const label = `${prefix}${i18n.t(n.title)}`;
    return n.kind === 'group' ? [label, ...outline(n.children, `${label} > `)] : [label];
  });
}

function menuPaths(nodes: readonly MenuNodeDef[]): string[] {
  return nodes.flatMap((n) => (n.kind === 'group' ? menuPaths(n.children) : [n.path]));
}

const withPermissions = (user: CurrentUser, permissions: string[]): CurrentUser => ({ ...user, permissions });

describe('menus', () => {
  it('name only routes of the route table', () => {
    for (const path of menuPaths([...OPERATOR_MENU, ...MERCHANT_MENU, ONBOARDING_MENU])) {
      expect(findRoute(path), path).toBeDefined();
    }
  });

  it('show the agent the dashboard, transaction lookup and the tenant support desk, not Settings', () => {
    expect(outline(userMenu(tenantAgent))).toEqual([
      'Dashboard',
      'Transaction management',
      'Transaction management > Transaction lookup',
      'Support',
      'Support > Tenant support',
      'Support > Support tickets',
    ]);
  });

  it('show the merchant admin the merchant menu', () => {
    const lines = outline(userMenu(merchantAdmin));
    expect(lines.filter((l) => !l.includes(' > '))).toEqual([
      'Dashboard',
      'Transaction management',
      'Payments',
      'Payment settings',
      'Reconciliation channels',
      'Reports',
      'Developer settings',
      'Support',
      'User management',
      'Documentation',
    ]);
    expect(lines).toContain('Developer settings > TPP configuration');
    expect(lines).not.toContain('Onboarding');
    expect(lines.some((l) => l.startsWith('CRM'))).toBe(false);
  });

  it('show the platform admin platform transaction management, tenant management and AI Chat', () => {
    const lines = outline(userMenu(platformAdmin));
    expect(lines).toContain('Platform transaction management > Transaction lookup');
    expect(lines).toContain('Tenant management > Encryption keys');
    expect(lines).toContain('AI Chat');
    expect(lines).toContain('Leave management');
    expect(lines).toContain('CRM > Customers');
    expect(lines).toContain('CRM > Merchant onboarding');
    expect(lines).toContain('Settings > Dashboard management > Tenant roles');
  });

  it('keep AI Chat and leave management from tenant staff, even with the keys', () => {
    const lines = outline(
      userMenu(withPermissions(tenantAdmin, ['Platform.AIAgent.View', 'Platform.Leave.View'])),
    );
    expect(lines).toEqual([]);
  });

  it('add the onboarding items for a merchant that does not process yet', () => {
    expect(outline(userMenu(boardingMerchant))).toEqual([
      'Dashboard',
      'Support',
      'Support > Support',
      'Support > Support tickets',
      'Onboarding',
      'Onboarding > Pre-check form',
      'Onboarding > Documents',
      'Onboarding > Proposals and agreements',
    ]);
    const agreementsOnly = withPermissions(boardingMerchant, ['viewMerchantPortalAgreements']);
    expect(outline(userMenu(agreementsOnly))).toEqual([
      'Onboarding',
      'Onboarding > Proposals and agreements',
    ]);
    const precheckOnly = withPermissions(boardingMerchant, ['viewMerchantPortalPrecheck']);
    expect(outline(userMenu(precheckOnly))).toEqual(['Onboarding', 'Onboarding > Pre-check form']);
    // A processing merchant is past boarding.
    expect(outline(userMenu(withPermissions(merchantAdmin, ['viewMerchantPortalPrecheck'])))).toEqual([]);
  });

  it('hide an item the user holds none of the permissions of, and show a group for one visible entry', () => {
    const user = withPermissions(tenantAgent, ['Settings.Mpi.View']);
    expect(outline(userMenu(user))).toEqual([
      'Settings',
      'Settings > Processing',
      'Settings > Processing > MPI',
    ]);
    expect(outline(userMenu(withPermissions(tenantAgent, [])))).toEqual([]);
  });

  it('use the item’s own rule over its route’s', () => {
    const menu = visibleMenu(ONBOARDING_MENU.children, withPermissions(boardingMerchant, []));
    expect(menu).toEqual([]);
  });
});
