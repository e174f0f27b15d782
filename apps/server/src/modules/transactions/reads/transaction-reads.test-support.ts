import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../infra/db/database';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant } from '../../../seed/demo-data';
import { DEMO_EMAILS } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { type TransactionLogKind, transactionLogs } from '../../money/transactions.table';
import { insertTestTransaction, type TestTransaction } from '../transactions.test-support';

/** Helpers of the reading side's tests (lookup, by-id reads, lookups, export). */

export const READ_USERS = {
  tenantAdmin: DEMO_EMAILS.NORTHWIND_ADMIN,
  agent: DEMO_EMAILS.AGENT,
  otherTenant: DEMO_EMAILS.BLUE_HARBOR_ADMIN,
  merchant: DEMO_EMAILS.ACME,
  sandboxMerchant: DEMO_EMAILS.SANDBOX,
  platform: DEMO_EMAILS.PLATFORM,
} as const;

export const MERCHANTS = {
  acme: demoMerchant('acme').id,
  harbour: demoMerchant('harbour-coffee').id,
  sandbox: demoMerchant('sandbox-labs').id,
  seaside: demoMerchant('seaside-travel').id,
} as const;

/** A row of Blue Harbor's Seaside Travel (insertTestTransaction defaults to Northwind's Acme). */
export const seaside: TestTransaction = { tenantId: BLUE_HARBOR.id, merchantId: MERCHANTS.seaside };

/**
 * Each test file puts its rows in a day of its own, long before any demo data (which spans the last
 * 90 days), and filters on that day: what the demo seed holds can never change an expected answer.
 */
export function dayWindow(day: string) {
  const start = `${day}T00:00:00.000Z`;
  const end = new Date(new Date(start).getTime() + 86_400_000).toISOString();
  return { startDate: start, endDate: end, at: (time: string) => new Date(`${day}T${time}Z`) };
}

/** Inserts a transaction with a unique external id (readable in failures) and returns its row. */
export async function addTransaction(db: Database, label: string, overrides: TestTransaction = {}) {
  const id = overrides.id ?? randomUUID();
  return insertTestTransaction(db, { id, externalId: `${label}-${id.slice(0, 8)}`, ...overrides });
}

export async function addLog(
  db: Database,
  transaction: { tenantId: string; id: string; merchantId: string },
  kind: TransactionLogKind,
  data: Record<string, unknown>,
  createdAt = new Date(),
) {
  const id = randomUUID();
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx.insert(transactionLogs).values({
      tenantId: transaction.tenantId,
      id,
      transactionId: transaction.id,
      merchantId: transaction.merchantId,
      kind,
      data,
      createdAt,
    }),
  );
  return id;
}

/** GET as a user; asserts 200 and answers the JSON. */
export function readClient(t: TestApp) {
  async function get(email: string, url: string, headers: Record<string, string> = {}) {
    return t.requestAs(email, { method: 'GET', url, headers });
  }
  async function ok<T>(email: string, url: string, headers: Record<string, string> = {}): Promise<T> {
    const response = await get(email, url, headers);
    expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  }
  async function status(email: string, url: string, headers: Record<string, string> = {}) {
    const response: LightMyRequestResponse = await get(email, url, headers);
    return response.statusCode;
  }
  return { get, ok, status };
}

/** A query string from a filter object (arrays joined by commas, as the portal sends them). */
export function qs(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}
