import { randomUUID } from 'node:crypto';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import {
  crmTransactions,
  getAccountingEntries,
  getAntifraudLogs,
  listPlatformTransactions,
  merchantTransactions,
  reportingLookupSearchKey,
  reportingLookupV2,
  reportingPlatformSearchKey,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import {
  deleteSavedFilter,
  getSavedFilter,
  updateSavedFilter,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ExampleInput, ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import { DEMO_EMAILS } from '../../test/fixtures';
import { shapeOf } from '../../test/zod-samples';
import { savedTransactionFilters, transactionEvents, transactionLogs } from '../money/transactions.table';
import { insertTestTransaction } from './transactions.test-support';

/**
 * The endpoint walk's data for the reading side of transactions: one transaction of Acme and one of
 * Harbour Coffee (Northwind) and one of Seaside Travel (Blue Harbor), each with an event and an API
 * log, and a saved filter of the platform admin. A caller's foreign id is the one its scope cannot
 * see: another tenant's for staff, another merchant's for a merchant user.
 */
const acme = demoMerchant('acme').id;
const harbour = demoMerchant('harbour-coffee').id;
const seaside = demoMerchant('seaside-travel').id;

const walkId = (what: string, merchant: string) => demoId(`walk:transactions:${what}:${merchant}`);
export const WALK_TRANSACTIONS = {
  acme: walkId('transaction', 'acme'),
  harbour: walkId('transaction', 'harbour'),
  seaside: walkId('transaction', 'seaside'),
} as const;
const WALK_EVENTS = {
  acme: walkId('event', 'acme'),
  harbour: walkId('event', 'harbour'),
  seaside: walkId('event', 'seaside'),
} as const;
const WALK_API_LOGS = {
  acme: walkId('api-log', 'acme'),
  harbour: walkId('api-log', 'harbour'),
  seaside: walkId('api-log', 'seaside'),
} as const;
/** A saved filter of the platform admin: every other caller's foreign one (platform is not walked for 404s). */
const WALK_SAVED_FILTER = demoId('walk:transactions:saved-filter:platform');

type WalkKey = keyof typeof WALK_TRANSACTIONS;

/** Which of the three rows `caller` must not see. */
function foreignKey(caller: WalkUser): WalkKey {
  if (caller.tenantId === BLUE_HARBOR.id) return 'acme';
  return caller.audience === 'customer' && caller.merchantId !== harbour ? 'harbour' : 'seaside';
}
const foreign = (ids: Record<WalkKey, string>): ForeignIdRule => ({
  kind: 'tenant-owned',
  foreignId: (caller) => ids[foreignKey(caller)],
});

const foreignMerchant: ForeignIdRule = {
  kind: 'tenant-owned',
  foreignId: (caller) =>
    caller.tenantId === BLUE_HARBOR.id ? acme : caller.audience === 'customer' ? harbour : seaside,
};

const readCalls: AnyEndpoint[] = [...Object.values(crmTransactions), ...Object.values(merchantTransactions)];
const paramsOf = (e: AnyEndpoint) => shapeOf(e.params) ?? {};
const withParam = (name: string) => readCalls.filter((e) => name in paramsOf(e));

export const TRANSACTIONS_READ_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  ...Object.fromEntries(withParam('id').map((e) => [`${e.id}.id`, foreign(WALK_TRANSACTIONS)])),
  ...Object.fromEntries(withParam('eventId').map((e) => [`${e.id}.eventId`, foreign(WALK_EVENTS)])),
  ...Object.fromEntries(withParam('logId').map((e) => [`${e.id}.logId`, foreign(WALK_API_LOGS)])),
  ...Object.fromEntries(
    withParam('code').map((e) => [
      `${e.id}.code`,
      { kind: 'not-tenant-owned', reason: 'an ISO 8583 response code is reference data' } as const,
    ]),
  ),
  [`${getAntifraudLogs.id}.id`]: foreign(WALK_TRANSACTIONS),
  [`${getAccountingEntries.id}.id`]: foreign(WALK_TRANSACTIONS),
  'transactions.reasons.type': { kind: 'not-tenant-owned', reason: 'reason lists are shared reference data' },
  'transactions.reasons.status': {
    kind: 'not-tenant-owned',
    reason: 'reason lists are shared reference data',
  },
  'transactions.organizationWebsites.id': foreignMerchant,
  ...Object.fromEntries(
    [getSavedFilter, updateSavedFilter, deleteSavedFilter].map((e) => [
      `${e.id}.externalId`,
      { kind: 'tenant-owned', foreignId: () => WALK_SAVED_FILTER } as const,
    ]),
  ),
};

/** Acme's rows as the valid input, so callers of Northwind and Acme reach the handlers' success paths. */
export const TRANSACTIONS_READ_WALK_EXAMPLES: Record<string, ExampleInput> = {
  ...Object.fromEntries(
    readCalls.map((e) => {
      const params: Record<string, string> = {};
      const shape = paramsOf(e);
      if ('id' in shape) params.id = WALK_TRANSACTIONS.acme;
      if ('eventId' in shape) params.eventId = WALK_EVENTS.acme;
      if ('logId' in shape) params.logId = WALK_API_LOGS.acme;
      if ('code' in shape) params.code = '51';
      return [e.id, e.params ? { params } : {}];
    }),
  ),
  ...Object.fromEntries(
    [crmTransactions, merchantTransactions].flatMap((family) => [
      [family.list.id, { query: { PageSize: '20' } }],
      [family.searchKey.id, { query: { searchKey: 'WALK-acme' } }],
      [family.csv.id, { query: { timezoneOffset: '0' } }],
    ]),
  ),
  [listPlatformTransactions.id]: { query: { PageSize: '20' } },
  [reportingLookupV2.id]: { query: { PageSize: '20' } },
  [reportingLookupSearchKey.id]: { query: { searchKey: 'WALK-acme' } },
  [reportingPlatformSearchKey.id]: { query: { searchKey: 'WALK-seaside' } },
  [getAccountingEntries.id]: { params: { customerId: acme, id: WALK_TRANSACTIONS.acme } },
  'transactions.organizationWebsites': { params: { id: acme } },
  [getSavedFilter.id]: { params: { externalId: WALK_SAVED_FILTER } },
  [updateSavedFilter.id]: {
    params: { externalId: WALK_SAVED_FILTER },
    body: { name: 'Walk filter', filter: { status: ['Declined'] } },
  },
  [deleteSavedFilter.id]: { params: { externalId: WALK_SAVED_FILTER } },
  'transactions.savedFilters.create': { body: { name: 'Walk filter', filter: {} } },
};

export async function addTransactionsReadWalkData(db: Database): Promise<void> {
  const rows = [
    { key: 'acme', tenantId: NORTHWIND.id, merchantId: acme },
    { key: 'harbour', tenantId: NORTHWIND.id, merchantId: harbour },
    { key: 'seaside', tenantId: BLUE_HARBOR.id, merchantId: seaside },
  ] as const;
  for (const row of rows) {
    const id = WALK_TRANSACTIONS[row.key];
    await insertTestTransaction(db, {
      id,
      tenantId: row.tenantId,
      merchantId: row.merchantId,
      externalId: `WALK-${row.key}`,
    });
    const base = { tenantId: row.tenantId, transactionId: id, merchantId: row.merchantId };
    await withScope(db, SYSTEM_SCOPE, async (tx) => {
      await tx.insert(transactionEvents).values({
        ...base,
        id: WALK_EVENTS[row.key],
        type: 'Created',
        status: 'Captured',
        amount: 10_000,
        currency: 'EUR',
      });
      await tx.insert(transactionLogs).values({
        ...base,
        id: WALK_API_LOGS[row.key],
        kind: 'api',
        data: {
          direction: 'Outbound',
          method: 'POST',
          url: 'https://processor.example/pay',
          statusCode: 200,
          durationMs: 95,
          requestBody: '{}',
          responseBody: '{}',
        },
      });
    });
  }
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [platform] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAILS.PLATFORM));
    if (!platform) throw new Error('The platform admin is missing from the walk database');
    await tx.insert(savedTransactionFilters).values({
      id: randomUUID(),
      externalId: WALK_SAVED_FILTER,
      userId: platform.id,
      name: 'Platform walk filter',
      filter: { systemMode: 2 },
    });
  });
}
