import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, mainMenu, menuEntry, signIn } from './sign-in';

test('the login page asks for Email and Password and never says whether an account exists', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('Email').fill('tenant.admin@northwind.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  await page.getByLabel('Email').fill('nobody@nowhere.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

interface AccountExpectation {
  email: string;
  home: string;
  title: string;
  sees: string[];
  doesNotSee: string[];
}

const ACCOUNTS: AccountExpectation[] = [
  {
    email: 'platform.admin@paydesk.test',
    home: '/crm/dashboard',
    title: 'Tenant — Paydesk Platform',
    sees: ['Platform transaction management', 'Tenant management', 'Settings', 'AI Chat'],
    doesNotSee: ['Payment settings'],
  },
  {
    email: 'tenant.admin@northwind.test',
    home: '/crm/dashboard',
    title: 'Tenant — Northwind Payments',
    sees: ['CRM', 'Transaction management', 'Reports', 'Settings', 'Support', 'Users'],
    doesNotSee: ['Platform transaction management', 'Tenant management', 'AI Chat'],
  },
  {
    email: 'tenant.agent@northwind.test',
    home: '/crm/dashboard',
    title: 'Tenant — Northwind Payments',
    sees: ['Transaction management', 'Support'],
    doesNotSee: ['Settings', 'CRM', 'Reports', 'Users', 'Tenant management'],
  },
  {
    email: 'tenant.admin@blueharbor.test',
    home: '/crm/dashboard',
    title: 'Tenant — Blue Harbor',
    sees: ['Settings', 'Support'],
    doesNotSee: ['Tenant management'],
  },
  {
    email: 'merchant.admin@acme.test',
    home: '/dashboard',
    title: 'Merchant — Acme Retail Ltd',
    sees: ['Transaction management', 'Payments', 'Payment settings', 'Reconciliation channels', 'Reports'],
    doesNotSee: ['Settings', 'CRM', 'Tenant management'],
  },
  {
    email: 'merchant.sandbox@sandbox.test',
    home: '/dashboard',
    title: 'Merchant — Sandbox Labs Ltd',
    sees: ['Transaction management', 'Payments'],
    doesNotSee: ['Settings', 'CRM'],
  },
  {
    email: 'merchant.new@onboard.test',
    home: '/dashboard',
    title: 'Merchant — Onboard Bikes Ltd',
    sees: ['Onboarding'],
    doesNotSee: ['Settings', 'Payments', 'Transaction management'],
  },
];

for (const account of ACCOUNTS) {
  test(`${account.email} signs in to ${account.home} and sees their menu`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(new RegExp(`${account.home}$`));
    await expect(page).toHaveTitle(account.title);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const entry of account.sees) {
      await expect(menuEntry(page, entry)).toBeVisible();
    }
    for (const entry of account.doesNotSee) {
      await expect(menuEntry(page, entry)).toHaveCount(0);
    }
  });
}

test('each tenant gets its own theme', async ({ page }) => {
  await signIn(page, 'tenant.admin@northwind.test');
  await expect(page).toHaveURL(/\/crm\/dashboard$/);
  const northwind = await mainMenu(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You successfully logged out!')).toBeVisible();

  await signIn(page, 'tenant.admin@blueharbor.test');
  await expect(page).toHaveURL(/\/crm\/dashboard$/);
  const blueHarbor = await mainMenu(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(northwind).toBe('rgb(46, 67, 254)'); // spec §9 default sidebar #2e43fe
  expect(blueHarbor).not.toBe(northwind);
});

// The return URL through a real sign-in (moved from guards.spec.ts: they test what signing in does).
test('a same-origin return URL is honoured after sign-in', async ({ page }) => {
  await signIn(page, 'tenant.admin@northwind.test', '/authentication/login?returnUrl=%2Fcrm%2Fusers%2Fcrm');
  await expect(page).toHaveURL(/\/crm\/users\/crm$/);
  await expect(
    page.getByRole('heading', { name: 'This area is not available in this version yet' }),
  ).toBeVisible();
});

test('a foreign return URL is ignored', async ({ page }) => {
  await signIn(
    page,
    'tenant.admin@northwind.test',
    '/authentication/login?returnUrl=https%3A%2F%2Fevil.example%2Fsteal',
  );
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/crm\/dashboard$/);
});

test('a deep link before sign-in returns there afterwards, and unknown paths go to the dashboard', async ({
  page,
}) => {
  await signIn(page, 'merchant.admin@acme.test', '/merchant/payments/beneficiaries');
  await expect(page).toHaveURL(/\/merchant\/payments\/beneficiaries$/);
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/dashboard$/);
});
