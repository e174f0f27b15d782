import { expect, test } from './portal-test';
import { DEMO_PASSWORD, type DemoUser, LANDING, landingUrl, mainMenu, menuEntry, signIn } from './sign-in';

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

test('a refused sign-in lands on its page by a redirect, so a reload posts nothing again', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('tenant.admin@northwind.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('tenant.admin@northwind.test');
  // The page on screen came from a GET (post/redirect/get): reloading it sends no form.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
  expect(posts).toEqual([]);
});

interface AccountExpectation {
  email: DemoUser;
  title: string;
  sees: string[];
  doesNotSee: string[];
}

const ACCOUNTS: AccountExpectation[] = [
  {
    email: 'platform.admin@paydesk.test',
    title: 'Tenant — Paydesk Platform',
    sees: [
      'CRM',
      'Transaction management',
      'Support',
      'Platform transaction management',
      'Users',
      'Tenant management',
      'Settings',
    ],
    // Not built yet: AI Chat (the menu shows what the user can use).
    doesNotSee: ['Payment settings', 'AI Chat', 'Onboarding'],
  },
  {
    email: 'tenant.admin@northwind.test',
    title: 'Tenant — Northwind Payments',
    // Settings: dashboard management, the widgets of the tenant's roles.
    sees: ['CRM', 'Transaction management', 'Support', 'Users', 'Settings', 'Reports'],
    doesNotSee: ['Platform transaction management', 'Tenant management', 'AI Chat'],
  },
  {
    email: 'tenant.agent@northwind.test',
    title: 'Tenant — Northwind Payments',
    sees: ['Transaction management', 'Support'],
    doesNotSee: ['Settings', 'CRM', 'Reports', 'Users', 'Tenant management'],
  },
  {
    email: 'tenant.admin@blueharbor.test',
    title: 'Tenant — Blue Harbor',
    sees: ['Transaction management', 'Support'],
    doesNotSee: ['Tenant management'],
  },
  {
    email: 'merchant.admin@acme.test',
    title: 'Merchant — Acme Retail Ltd',
    sees: ['Transaction management', 'Payments', 'Support', 'Reports'],
    doesNotSee: ['Settings', 'CRM', 'Tenant management', 'Payment settings', 'Onboarding'],
  },
  {
    email: 'merchant.sandbox@sandbox.test',
    title: 'Merchant — Sandbox Labs Ltd',
    sees: ['Transaction management', 'Payments'],
    doesNotSee: ['Settings', 'CRM'],
  },
  {
    email: 'merchant.new@onboard.test',
    title: 'Merchant — Onboard Bikes Ltd',
    sees: ['Onboarding', 'Support'],
    doesNotSee: ['Settings', 'Payments', 'Transaction management'],
  },
];

for (const account of ACCOUNTS) {
  test(`${account.email} signs in to ${LANDING[account.email]} and sees their menu`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(landingUrl(account.email));
    await expect(page).toHaveTitle(account.title);
    for (const entry of account.sees) {
      await expect(menuEntry(page, entry)).toBeVisible();
    }
    await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    for (const entry of account.doesNotSee) {
      await expect(menuEntry(page, entry)).toHaveCount(0);
    }
  });
}

test('each tenant gets its own theme', async ({ page }) => {
  await signIn(page, 'tenant.admin@northwind.test');
  await expect(page).toHaveURL(landingUrl('tenant.admin@northwind.test'));
  const northwind = await mainMenu(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You successfully logged out!')).toBeVisible();

  await signIn(page, 'tenant.admin@blueharbor.test');
  await expect(page).toHaveURL(landingUrl('tenant.admin@blueharbor.test'));
  const blueHarbor = await mainMenu(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(northwind).toBe('rgb(46, 67, 254)'); // spec §9 default sidebar #2e43fe
  expect(blueHarbor).not.toBe(northwind);
});

// The return URL through a real sign-in (moved from guards.spec.ts: they test what signing in does).
test('a same-origin return URL is honoured after sign-in', async ({ page }) => {
  await signIn(page, 'tenant.admin@northwind.test', '/authentication/login?returnUrl=%2Fcrm%2Fprice-books');
  await expect(page).toHaveURL(/\/crm\/price-books$/);
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
  await expect(page).toHaveURL(
    new RegExp(`^http://localhost:\\d+${LANDING['tenant.admin@northwind.test']}$`),
  );
});

test('a deep link before sign-in returns there afterwards, and unknown paths go where the user lands', async ({
  page,
}) => {
  await signIn(page, 'merchant.admin@acme.test', '/merchant/payments/beneficiaries');
  await expect(page).toHaveURL(/\/merchant\/payments\/beneficiaries$/);
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(landingUrl('merchant.admin@acme.test'));
});
