import { ALL_PERMISSIONS, type Permission, permissionsFor } from '@paydesk/contracts/auth/permissions';
import type { StoredTheme } from '../infra/db/schema';
import { STARTER_ROLES } from '../modules/tenant-admin';
import { DEFAULT_THEME } from '../modules/users';
import { demoId } from './demo-ids';

/**
 * The demo platform (ARCHITECTURE "Demo data"): two tenants with different themes, merchants in each
 * processing status, roles and users of every audience. Ids are stable (demo-ids.ts).
 */

export type ProcessingStatus = 'NoProcessing' | 'SandboxEnabled' | 'LiveEnabled';

export interface DemoTenant {
  readonly key: 'northwind' | 'blueharbor';
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly theme: StoredTheme;
  /** Folder under seed/assets holding logo.svg and favicon.svg. */
  readonly assetsFolder: string;
  readonly supportEmail: string;
  readonly emailSenderAddress: string;
  readonly loginTemplate: string;
}

export interface DemoMerchant {
  readonly key: string;
  readonly id: string;
  readonly tenant: DemoTenant['key'];
  readonly legalBusinessName: string;
  readonly processingStatus: ProcessingStatus;
  readonly boardingStage: string;
  readonly merchantStatus: string;
  readonly reviewStatus: string;
  readonly activationDate: string | null;
  readonly description: string;
  readonly merchantNotes: string | null;
  readonly merchantType: string;
  readonly isActive: boolean;
}

export interface DemoRole {
  readonly key: string;
  readonly id: string;
  readonly tenant: DemoTenant['key'] | null;
  readonly audience: 'platform' | 'tenant' | 'merchant';
  readonly name: string;
  readonly permissions: readonly Permission[];
  readonly isAdministrator: boolean;
}

export interface DemoUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType: 'crm' | 'Platform' | 'merchant';
  readonly tenant: DemoTenant['key'] | null;
  readonly merchant: string | null;
  readonly role: string;
  readonly timeZone: string;
  readonly paymentMethodLimits?: readonly string[];
  readonly customerLimits?: readonly string[];
}

export const NORTHWIND: DemoTenant = {
  key: 'northwind',
  id: demoId('tenant:northwind'),
  name: 'Northwind Payments',
  isDefault: true,
  // Spec §9 default theme colours, with the default layout.
  theme: DEFAULT_THEME,
  assetsFolder: 'northwind',
  supportEmail: 'support@northwind.test',
  emailSenderAddress: 'no-reply@northwind.test',
  loginTemplate: 'northwind',
};

export const BLUE_HARBOR: DemoTenant = {
  key: 'blueharbor',
  id: demoId('tenant:blueharbor'),
  name: 'Blue Harbor',
  isDefault: false,
  theme: {
    layoutName: 'vertical-v2',
    buttonsLinkColor: '#0e7490',
    headerBackgroundColor: '#f8fafc',
    mainBackgroundColor: '#eef4f8',
    sidebarBackgroundColor: '#0b3d5c',
    primaryColor: '#f59e0b',
    textColor: '#1e293b',
  },
  assetsFolder: 'blue-harbor',
  supportEmail: 'support@blueharbor.test',
  emailSenderAddress: 'no-reply@blueharbor.test',
  loginTemplate: 'blue-harbor',
};

export const DEMO_TENANTS: readonly DemoTenant[] = [NORTHWIND, BLUE_HARBOR];

const live = { boardingStage: 'Live', merchantStatus: 'Active', reviewStatus: 'Approved' } as const;
const sandbox = { boardingStage: 'Testing', merchantStatus: 'Active', reviewStatus: 'Approved' } as const;
const boarding = {
  boardingStage: 'PreCheck',
  merchantStatus: 'Pending',
  reviewStatus: 'NotStarted',
} as const;

function merchant(
  tenant: DemoTenant['key'],
  key: string,
  legalBusinessName: string,
  processingStatus: ProcessingStatus,
  extra: Partial<DemoMerchant> & Pick<DemoMerchant, 'description'>,
): DemoMerchant {
  const stage =
    processingStatus === 'LiveEnabled' ? live : processingStatus === 'SandboxEnabled' ? sandbox : boarding;
  return {
    key,
    id: demoId(`merchant:${key}`),
    tenant,
    legalBusinessName,
    processingStatus,
    ...stage,
    activationDate: processingStatus === 'NoProcessing' ? null : '2025-03-03T09:00:00.000Z',
    merchantNotes: null,
    merchantType: 'Standard',
    isActive: true,
    ...extra,
  };
}

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  merchant('northwind', 'acme', 'Acme Retail Ltd', 'LiveEnabled', {
    description: 'Homeware and garden retailer, online and in 12 stores',
    activationDate: '2024-11-18T10:30:00.000Z',
    merchantNotes: 'Peak season from October; contact finance for settlement questions.',
  }),
  merchant('northwind', 'sandbox-labs', 'Sandbox Labs Ltd', 'SandboxEnabled', {
    description: 'Software studio integrating card and wallet payments',
    activationDate: '2025-09-01T08:00:00.000Z',
  }),
  merchant('northwind', 'onboard-bikes', 'Onboard Bikes Ltd', 'NoProcessing', {
    description: 'Bicycle shop and repairs, boarding',
  }),
  merchant('northwind', 'harbour-coffee', 'Harbour Coffee Roasters Ltd', 'LiveEnabled', {
    description: 'Speciality coffee roaster with a subscription shop',
    merchantType: 'Subscription',
  }),
  merchant('northwind', 'pixel-forge', 'Pixel Forge Studios Ltd', 'LiveEnabled', {
    description: 'Indie game studio selling digital goods',
    merchantType: 'Digital goods',
  }),
  merchant('northwind', 'greenleaf', 'Greenleaf Organics Ltd', 'SandboxEnabled', {
    description: 'Organic grocery box deliveries',
  }),
  merchant('northwind', 'old-mill', 'Old Mill Furniture Ltd', 'LiveEnabled', {
    description: 'Furniture maker; stopped trading, account closed',
    merchantStatus: 'Inactive',
    isActive: false,
  }),
  merchant('blueharbor', 'seaside-travel', 'Seaside Travel Co', 'LiveEnabled', {
    description: 'Coastal holiday lets and ferry bookings',
    activationDate: '2024-05-20T12:00:00.000Z',
  }),
  merchant('blueharbor', 'lighthouse-books', 'Lighthouse Books Ltd', 'LiveEnabled', {
    description: 'Independent bookshop with an online store',
  }),
  merchant('blueharbor', 'coral-dental', 'Coral Reef Dental Ltd', 'LiveEnabled', {
    description: 'Dental practices taking deposits and payment plans',
  }),
  merchant('blueharbor', 'anchor-fitness', 'Anchor Fitness Ltd', 'SandboxEnabled', {
    description: 'Gym memberships, testing recurring payments',
    merchantType: 'Subscription',
  }),
  merchant('blueharbor', 'tidepool-games', 'Tidepool Games Ltd', 'NoProcessing', {
    description: 'Board game café, boarding',
  }),
];

export function demoMerchant(key: string): DemoMerchant {
  const found = DEMO_MERCHANTS.find((m) => m.key === key);
  if (!found) throw new Error(`No demo merchant ${key}`);
  return found;
}

/**
 * The role a merchant boards with: its onboarding pages and support, and already the screens of a
 * sandbox merchant (transaction lookup, virtual terminal, pending payments), which the portal shows
 * only once the accepted agreement has opened the sandbox (the routes' audiences): the users who
 * boarded the merchant are not left with a support page alone, and still read their documents,
 * proposals and agreements.
 */
export const ONBOARDING_PERMISSIONS: readonly Permission[] = [
  ...permissionsFor('onboarding'),
  'Merchant.Dashboard.View',
  'Merchant.Support.Lookup',
  'Merchant.Transaction.View',
  'Merchant.Transaction.LookupColumns',
  'Merchant.Transaction.VirtualTerminal',
  'Merchant.Transaction.Actions',
  'Merchant.Payments.Pending',
];

function tenantRoles(tenant: DemoTenant['key']): DemoRole[] {
  return [
    // The roles every tenant starts with (a tenant created in the portal gets them too).
    ...STARTER_ROLES.map((role) => ({
      key: `${tenant}:${role.key}`,
      id: demoId(`role:${tenant}:${role.key}`),
      tenant,
      audience: role.audience,
      name: role.name,
      permissions: role.permissions,
      isAdministrator: role.isAdministrator,
    })),
    {
      key: `${tenant}:merchant-onboarding`,
      id: demoId(`role:${tenant}:merchant-onboarding`),
      tenant,
      audience: 'merchant',
      name: 'Merchant Onboarding',
      permissions: ONBOARDING_PERMISSIONS,
      isAdministrator: false,
    },
  ];
}

export const DEMO_ROLES: readonly DemoRole[] = [
  {
    key: 'platform-admin',
    id: demoId('role:platform-admin'),
    tenant: null,
    audience: 'platform',
    name: 'Platform Administrator',
    permissions: ALL_PERMISSIONS,
    isAdministrator: true,
  },
  ...tenantRoles('northwind'),
  supportAgentRole('northwind'),
  ...tenantRoles('blueharbor'),
  // So each tenant's role editor and user form show two roles of each type.
  supportAgentRole('blueharbor'),
];

/** A tenant's support agents: the desk, the transaction lookup and the dashboard. */
function supportAgentRole(tenant: DemoTenant['key']): DemoRole {
  return {
    key: `${tenant}:support-agent`,
    id: demoId(`role:${tenant}:support-agent`),
    tenant,
    audience: 'tenant',
    name: 'Support Agent',
    permissions: ['CRM.Support.Lookup', 'CRM.Transaction.View', 'CRM.Dashboard.View'],
    isAdministrator: false,
  };
}

function user(
  email: string,
  firstName: string,
  lastName: string,
  userType: DemoUser['userType'],
  tenant: DemoUser['tenant'],
  merchantKey: string | null,
  role: string,
  timeZone: string,
  limits: Pick<DemoUser, 'paymentMethodLimits' | 'customerLimits'> = {},
): DemoUser {
  return {
    id: demoId(`user:${email}`),
    email,
    firstName,
    lastName,
    userType,
    tenant,
    merchant: merchantKey,
    role,
    timeZone,
    ...limits,
  };
}

/** The password of every demo account (README, e2e). */
export const DEMO_PASSWORD = 'paydesk-demo';

export const DEMO_USERS: readonly DemoUser[] = [
  user(
    'platform.admin@paydesk.test',
    'Priya',
    'Raman',
    'Platform',
    null,
    null,
    'platform-admin',
    'Europe/London',
  ),
  user(
    'tenant.admin@northwind.test',
    'Oliver',
    'Bennett',
    'crm',
    'northwind',
    null,
    'northwind:tenant-admin',
    'Europe/London',
  ),
  // The agent is limited to card schemes and two merchants, to show per-user limits (spec §6).
  user(
    'tenant.agent@northwind.test',
    'Elif',
    'Yılmaz',
    'crm',
    'northwind',
    null,
    'northwind:support-agent',
    'Europe/Istanbul',
    {
      paymentMethodLimits: ['visa', 'mastercard', 'maestro'],
      customerLimits: [demoMerchant('acme').id, demoMerchant('sandbox-labs').id],
    },
  ),
  user(
    'tenant.admin@blueharbor.test',
    'Marcus',
    'Reed',
    'crm',
    'blueharbor',
    null,
    'blueharbor:tenant-admin',
    'America/New_York',
  ),
  user(
    'merchant.admin@acme.test',
    'Sarah',
    'Collins',
    'merchant',
    'northwind',
    'acme',
    'northwind:merchant-admin',
    'Europe/London',
  ),
  user(
    'merchant.sandbox@sandbox.test',
    'Lena',
    'Fischer',
    'merchant',
    'northwind',
    'sandbox-labs',
    'northwind:merchant-admin',
    'Europe/Berlin',
  ),
  user(
    'merchant.new@onboard.test',
    'Conor',
    'Walsh',
    'merchant',
    'northwind',
    'onboard-bikes',
    'northwind:merchant-onboarding',
    'Europe/Dublin',
  ),
];

export function demoUser(email: string): DemoUser {
  const found = DEMO_USERS.find((u) => u.email === email);
  if (!found) throw new Error(`No demo user ${email}`);
  return found;
}

export function demoTenant(key: DemoTenant['key']): DemoTenant {
  return key === 'northwind' ? NORTHWIND : BLUE_HARBOR;
}

export function demoRole(key: string): DemoRole {
  const found = DEMO_ROLES.find((r) => r.key === key);
  if (!found) throw new Error(`No demo role ${key}`);
  return found;
}
