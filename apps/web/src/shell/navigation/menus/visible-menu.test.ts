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
import type { IsBuilt } from '../built-screens';
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

/** The permission rules alone: every route counts as built. */
const ALL_BUILT: IsBuilt = () => true;

describe('menus', () => {
  it('name only routes of the route table', () => {
    for (const path of menuPaths([...OPERATOR_MENU, ...MERCHANT_MENU, ONBOARDING_MENU])) {
      expect(findRoute(path), path).toBeDefined();
    }
  });

  it('show the agent the dashboard, transaction lookup and the tenant support desk, not Settings', () => {
    expect(outline(userMenu(tenantAgent, ALL_BUILT))).toEqual([
      'Dashboard',
      'Transaction management',
      'Transaction management > Transaction lookup',
      'Support',
      'Support > Tenant support',
      'Support > Support tickets',
    ]);
  });

  it('show the merchant admin the merchant menu', () => {
    const lines = outline(userMenu(merchantAdmin, ALL_BUILT));
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
    const lines = outline(userMenu(platformAdmin, ALL_BUILT));
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
      userMenu(withPermissions(tenantAdmin, ['Platform.AIAgent.View', 'Platform.Leave.View']), ALL_BUILT),
    );
    expect(lines).toEqual([]);
  });

  it('add the onboarding items for a merchant that does not process yet', () => {
    expect(outline(userMenu(boardingMerchant, ALL_BUILT))).toEqual([
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
    expect(outline(userMenu(agreementsOnly, ALL_BUILT))).toEqual([
      'Onboarding',
      'Onboarding > Proposals and agreements',
    ]);
    const precheckOnly = withPermissions(boardingMerchant, ['viewMerchantPortalPrecheck']);
    expect(outline(userMenu(precheckOnly, ALL_BUILT))).toEqual(['Onboarding', 'Onboarding > Pre-check form']);
    // A processing merchant is past boarding.
    expect(
      outline(userMenu(withPermissions(merchantAdmin, ['viewMerchantPortalPrecheck']), ALL_BUILT)),
    ).toEqual([]);
  });

  it('give the merchant that boarded the sandbox screens once the agreement opened the sandbox, with its documents and proposals', () => {
    const boarded = {
      ...boardingMerchant,
      merchant: { ...boardingMerchant.merchant!, processingStatus: 'SandboxEnabled' },
    };
    expect(outline(userMenu(boarded as CurrentUser, ALL_BUILT))).toEqual([
      'Dashboard',
      'Transaction management',
      'Transaction management > Transaction lookup',
      'Transaction management > Transaction lookup columns',
      'Transaction management > Virtual terminal',
      'Payments',
      'Payments > Pending payments',
      'Support',
      'Support > Support',
      'Support > Support tickets',
      'Onboarding',
      'Onboarding > Documents',
      'Onboarding > Proposals and agreements',
    ]);
  });

  it('hide an item the user holds none of the permissions of, and show a group for one visible entry', () => {
    const user = withPermissions(tenantAgent, ['Settings.Mpi.View']);
    expect(outline(userMenu(user, ALL_BUILT))).toEqual([
      'Settings',
      'Settings > Processing',
      'Settings > Processing > MPI',
    ]);
    expect(outline(userMenu(withPermissions(tenantAgent, []), ALL_BUILT))).toEqual([]);
  });

  it('use the item’s own rule over its route’s', () => {
    const menu = visibleMenu(ONBOARDING_MENU.children, withPermissions(boardingMerchant, []), ALL_BUILT);
    expect(menu).toEqual([]);
  });

  describe('show what the user can use', () => {
    const built =
      (...paths: string[]): IsBuilt =>
      (path) =>
        paths.includes(path);

    it('leave out a route whose screen is not built, and a group left empty', () => {
      const isBuilt = built('merchant/transaction-management/transaction-lookup', 'merchant/support');
      expect(outline(userMenu(merchantAdmin, isBuilt))).toEqual([
        'Transaction management',
        'Transaction management > Transaction lookup',
        'Support',
        'Support > Support',
      ]);
      expect(userMenu(merchantAdmin, built())).toEqual([]);
    });

    it('give platform staff their own desk, not the tenant desk, bank-order uploads or onboarding', () => {
      const lines = outline(userMenu(platformAdmin, ALL_BUILT));
      expect(lines.filter((l) => l.startsWith('Support'))).toEqual([
        'Support',
        'Support > Platform support',
        'Support > Platform support tickets',
      ]);
      expect(lines).not.toContain('Transaction management > Bank order uploads');
      expect(lines).toContain('Transaction management > Transaction lookup');
      expect(lines.some((l) => l.startsWith('Onboarding'))).toBe(false);
    });

    it('give tenant staff the tenant desk and bank-order uploads, never the onboarding pages', () => {
      const keys = [...tenantAdmin.permissions, 'viewMerchantPortalPrecheck', 'Platform.Support.Lookup'];
      const lines = outline(userMenu(withPermissions(tenantAdmin, keys), ALL_BUILT));
      expect(lines.filter((l) => l.startsWith('Support'))).toEqual([
        'Support',
        'Support > Tenant support',
        'Support > Support tickets',
      ]);
      expect(lines).toContain('Transaction management > Bank order uploads');
      expect(lines.some((l) => l.startsWith('Onboarding'))).toBe(false);
    });

    it('give a merchant the merchant desk, and the onboarding pages only while boarding', () => {
      const withKeys = withPermissions(merchantAdmin, [
        ...merchantAdmin.permissions,
        'viewMerchantPortalPrecheck',
      ]);
      const lines = outline(userMenu(withKeys, ALL_BUILT));
      expect(lines).toContain('Support > Support');
      expect(lines.some((l) => l.startsWith('Onboarding'))).toBe(false);
      const boarding = outline(userMenu(boardingMerchant, built('merchant/support', 'boarding/documents')));
      expect(boarding).toEqual(['Support', 'Support > Support', 'Onboarding', 'Onboarding > Documents']);
    });
  });
});
