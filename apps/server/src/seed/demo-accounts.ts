/**
 * The demo accounts, for the README, the login page's hints and the tests. Every one signs in with
 * DEMO_PASSWORD, and each has an authenticator enrolled with its DEMO_STEP_UP_SECRETS entry.
 */
export { DEMO_PASSWORD } from './demo-data';
export { DEMO_STEP_UP_SECRETS } from './demo-step-up-secrets';

export interface DemoAccount {
  readonly email: string;
  readonly description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'platform.admin@paydesk.test',
    description: 'Platform administrator: every permission, every tenant',
  },
  {
    email: 'tenant.admin@northwind.test',
    description: 'Northwind Payments tenant administrator (default theme, vertical-layout-1)',
  },
  {
    email: 'tenant.agent@northwind.test',
    description:
      'Northwind support agent: support desk, transactions and dashboard only; limited to Visa, Mastercard and Maestro and to two merchants',
  },
  {
    email: 'tenant.admin@blueharbor.test',
    description: 'Blue Harbor tenant administrator (own palette, vertical-v2 layout)',
  },
  {
    email: 'merchant.admin@acme.test',
    description: 'Acme Retail Ltd merchant administrator (LiveEnabled: Test/Live switch)',
  },
  {
    email: 'merchant.sandbox@sandbox.test',
    description: 'Sandbox Labs Ltd merchant administrator (SandboxEnabled: always Test mode)',
  },
  {
    email: 'merchant.new@onboard.test',
    description: 'Onboard Bikes Ltd, a merchant still boarding (NoProcessing: onboarding menu, no switch)',
  },
];
