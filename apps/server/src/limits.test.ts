import { randomUUID } from 'node:crypto';
import { SIGN_IN_ACTIONS } from '@paydesk/contracts/audit/audit.schemas';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemWho } from './infra/audit/audit-who';
import { recordAuditInOwnTransaction } from './infra/audit/audit-writer';
import { tenantOnlyScope } from './infra/tenancy/data-scope';
import { moduleWalksInOrder } from './module-walks.test-support';
import { FEATURE_MODULES, SERVED_ENDPOINTS } from './modules';
import { demoMerchant, NORTHWIND } from './seed/demo-data';
import { DEMO_EMAILS } from './test/fixtures';
import { addLimitedUsers } from './test/limited-users';
import { type LimitsWalkResult, walkLimits } from './test/limits-walk';
import { buildTestApp, type TestApp } from './test/test-app';
import { loadWalkUsers } from './test/walk-users';

/**
 * Per-user limits (spec §6, issue 17) hold on every call that answers transactions, disputes,
 * tickets or merchants: users limited to one merchant, one payment method or one service provider
 * see only rows within it, and a row outside it answers 404 (test/limits-walk.ts says how the calls
 * are found from the declarations). Limits are applied where tenant scope is (data-scope.ts), so a
 * call that leaks here is fixed there, not in its own query.
 */

const ACME = demoMerchant('acme').id;

/** Each audience's unlimited user, copied once per limit (a merchant user's merchant is already one). */
const PLANS = [
  { reference: DEMO_EMAILS.NORTHWIND_ADMIN, kind: 'customer', allowed: ACME },
  { reference: DEMO_EMAILS.NORTHWIND_ADMIN, kind: 'paymentMethod', allowed: 'visa' },
  { reference: DEMO_EMAILS.NORTHWIND_ADMIN, kind: 'serviceProvider', allowed: 'northstar-acquiring' },
  { reference: DEMO_EMAILS.ACME, kind: 'paymentMethod', allowed: 'visa' },
  { reference: DEMO_EMAILS.ACME, kind: 'serviceProvider', allowed: 'northstar-acquiring' },
  { reference: DEMO_EMAILS.PLATFORM, kind: 'customer', allowed: ACME },
  { reference: DEMO_EMAILS.PLATFORM, kind: 'paymentMethod', allowed: 'visa' },
  { reference: DEMO_EMAILS.PLATFORM, kind: 'serviceProvider', allowed: 'northstar-acquiring' },
] as const;

/**
 * Calls the walk leaves alone, each with the reason. A call is otherwise found from its
 * declaration: a GET whose response has a limited field, or a detail call of a module that lists
 * limited rows.
 */
const EXCEPTIONS: Record<string, string> = {
  'users.getCurrentUser': "the caller's own profile: its merchant is their own",
  'transactions.savedFilters.list':
    "the caller's own saved filters: the values are what they typed, not rows",
  'transactions.savedFilters.get': "the caller's own saved filter: the values are what they typed, not rows",
  'transactions.crm.event': "an event id comes from its transaction's events call, which is walked",
  'transactions.merchant.event': "an event id comes from its transaction's events call, which is walked",
  'transactions.crm.apiLog': "a log id comes from its transaction's api-logs call, which is walked",
  'transactions.merchant.apiLog': "a log id comes from its transaction's api-logs call, which is walked",
  'transactions.crm.rejectionReason': 'the text of a rejection code, the same for every transaction',
  'transactions.merchant.rejectionReason': 'the text of a rejection code, the same for every transaction',
  'payoutLimits.tenant.get': "the tenant's default limits (no merchant); payoutLimits.merchant.get is walked",
  'pricebooks.entries': "a price book is the tenant's, not a merchant's: no limit applies",
  'userAdmin.listCrmUsers': 'tenant staff have no merchant, so no limit applies; listMerchantUsers is walked',
  'userAdmin.getCrmUser': 'tenant staff have no merchant, so no limit applies; getMerchantUser is walked',
  'userAdmin.getCustomerLimit': "a staff user's limits, read by their id: staff have no merchant",
  'userAdmin.listTenantUsers': '{id} is a tenant: its staff have no merchant',
  'userAdmin.listTenantRoles': '{id} is a tenant: roles belong to it, not to a merchant',
  'userAdmin.getRole': "a role is the tenant's: no limit applies",
  'userAdmin.getRolePermissions': "a role is the tenant's: no limit applies",
  'support.platform.listTickets':
    "the platform desk's tickets are a tenant's to the platform: they name no merchant",
  'support.platform.getTicket': 'a ticket of the platform desk (as support.platform.listTickets)',
  'support.platform.getFeed': 'a ticket of the platform desk (as support.platform.listTickets)',
  'support.platform.exportFeedCsv': 'a ticket of the platform desk (as support.platform.listTickets)',
  'support.platform.scopingStatus': 'a ticket of the platform desk (as support.platform.listTickets)',
  'files.details':
    'no call lists files: an id comes from the upload; file-scope.ts reads through scopedMerchantCondition',
  'files.detailsForTenant': 'no call lists files (as files.details)',
  'offers.proposal.get':
    'no call the walk reads lists proposals; offers.repository.ts reads through scopedMerchantCondition',
  'offers.agreement.get': 'no call the walk reads lists agreements (as offers.proposal.get)',
  'transactions.crm.webhooks':
    "{id} is a transaction (the lookups are walked); the webhook lists' row ids are deliveries",
  'transactions.merchant.webhooks': '{id} is a transaction (as transactions.crm.webhooks)',
  'transactions.platform.webhooks': '{id} is a transaction (as transactions.crm.webhooks)',
  'alerts.platform.get':
    "the spec's {a}/{b} (tenant, then alert): alerts.get reads the same alert by its id, and is walked",
  'alertRules.get':
    '{ruleId} is a rule of alertRules.list (walked); the read goes through the same conditions (alert-rules.service.ts visible)',
};

/**
 * Audit rows of two merchants (the trail has none of a merchant's own until an action writes one):
 * a money action, and a merchant user's sign-in (the login history reads those).
 */
async function addMerchantAuditRows(t: TestApp): Promise<void> {
  for (const merchant of ['acme', 'harbour-coffee']) {
    const merchantId = demoMerchant(merchant).id;
    const rows = [
      { action: 'transaction.refund', resourceType: 'transaction', resourceId: `limits-walk-${merchant}` },
      { action: SIGN_IN_ACTIONS.signIn, resourceType: 'user', resourceId: randomUUID() },
    ];
    for (const row of rows)
      await recordAuditInOwnTransaction(t.database.db, tenantOnlyScope(NORTHWIND.id), {
        tenantId: NORTHWIND.id,
        merchantId,
        who: systemWho('limits walk'),
        ...row,
      });
  }
}

let t: TestApp;
let result: LimitsWalkResult;

beforeAll(async () => {
  t = await buildTestApp();
  const walks = moduleWalksInOrder(FEATURE_MODULES.map((module) => module.name));
  for (const walk of walks) await walk.addData(t.database.db);
  const limited = await addLimitedUsers(t.database.db, PLANS);
  await addMerchantAuditRows(t);
  const moduleById = new Map(
    FEATURE_MODULES.flatMap((module) => module.serves.map((e) => [e.id, module.name] as const)),
  );
  result = await walkLimits(SERVED_ENDPOINTS, {
    app: t.app,
    walkUsers: await loadWalkUsers(t),
    limited,
    tokenFor: (email) => t.tokenFor(email),
    examples: Object.assign({}, ...walks.map((walk) => walk.examples)),
    moduleOf: (endpoint: AnyEndpoint) => moduleById.get(endpoint.id) ?? '',
    exceptions: EXCEPTIONS,
    // The merchant picker answers { [merchantId]: name }.
    merchantMaps: ['lookups.activeCustomers'],
    platformTenantId: NORTHWIND.id,
    merchantParams: ['transactions.organizationWebsites.id'],
  });
}, 120_000);
afterAll(() => t.close());

describe('the per-user limits walk', () => {
  it('finds no call that answers a row outside a limit', () => {
    expect(result.problems).toEqual([]);
  });

  it('checks the transaction, dispute, ticket and merchant calls for every kind of limit', () => {
    for (const id of [
      'transactions.crm.list',
      'disputes.list',
      'apmTransactions.list',
      'tenants.listMerchants',
    ]) {
      expect(result.checked.some((c) => c.startsWith(`${id} `))).toBe(true);
    }
  });
});
