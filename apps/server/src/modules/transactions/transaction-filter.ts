import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { isCardLast4, isTransactionId } from '@paydesk/contracts/transactions/exact-id-search';
import { systemModeOfCode } from '@paydesk/contracts/transactions/transaction.model';
import type {
  TransactionFilter,
  TransactionListQuery,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { transactions, transactionsInScope } from '../money';

/** The lookup's parsed query (defaults applied by the declaration). */
export type LookupQuery = z.output<typeof TransactionListQuery>;
export type LookupFilter = z.output<typeof TransactionFilter>;

/**
 * The mode a list shows: the `systemMode` filter, else the caller's (the Mode header). A caller in
 * Test mode (a sandboxed merchant is always in Test) never sees live rows, whatever it asks for:
 * Test can never touch live money, not even by reading it.
 */
export function lookupMode(actor: Pick<Actor, 'mode'>, systemMode: number | undefined): SystemMode {
  if (actor.mode === 'Test') return 'Test';
  return systemMode === undefined ? actor.mode : systemModeOfCode(systemMode);
}

/**
 * The search key matches exactly one of: the id (when it is a UUID), the external id, the customer's
 * e-mail (case ignored) or the card's last four digits. Exact matches only, so each branch is an
 * index lookup (0008: external id, lower(e-mail), last four), never a scan for a substring.
 *
 * An id or external id is found whatever the dates (`dates`, the filter's date bounds); an e-mail or
 * last-four match stays within them (contracts' exact-id-search.ts says why). Without a key, the
 * dates alone.
 */
export function searchKeyCondition(searchKey: string | undefined, dates?: SQL): SQL | undefined {
  const key = searchKey?.trim() ?? '';
  if (!key) return dates;
  const exactId = or(
    isTransactionId(key) ? eq(transactions.id, key.toLowerCase()) : undefined,
    eq(transactions.externalId, key),
  );
  const browsing = or(
    sql`lower(${transactions.customerEmail}) = ${key.toLowerCase()}`,
    isCardLast4(key) ? eq(transactions.cardLast4, key) : undefined,
  );
  return or(exactId, and(dates, browsing));
}

/**
 * The filter's creation-date bounds (instants: start inclusive, end exclusive), or none when the
 * external id filter is given: an exact external id is found whatever the dates.
 */
export function dateConditions(filter: LookupFilter): SQL | undefined {
  if (filter.externalId) return undefined;
  return and(
    filter.startDate ? gte(transactions.createdAt, new Date(filter.startDate)) : undefined,
    filter.endDate ? lt(transactions.createdAt, new Date(filter.endDate)) : undefined,
  );
}

const list = <T>(values: readonly T[] | undefined): T[] | undefined =>
  values && values.length > 0 ? [...values] : undefined;

/** Every filter field but the dates (dateConditions) as SQL; amounts are minor units. */
export function filterConditions(filter: LookupFilter): SQL | undefined {
  const statuses = list(filter.status);
  const types = list(filter.type);
  const currencies = list(filter.currency);
  const merchantIds = list(filter.merchantId);
  const websiteIds = list(filter.websiteId);
  const methods = list(filter.paymentMethod);
  const providers = list(filter.serviceProvider);
  return and(
    filter.tenantId ? eq(transactions.tenantId, filter.tenantId) : undefined,
    statuses ? inArray(transactions.status, statuses) : undefined,
    types ? inArray(transactions.type, types) : undefined,
    currencies ? inArray(transactions.currency, currencies) : undefined,
    merchantIds ? inArray(transactions.merchantId, merchantIds) : undefined,
    websiteIds ? inArray(transactions.websiteId, websiteIds) : undefined,
    methods ? inArray(transactions.paymentMethod, methods) : undefined,
    providers ? inArray(transactions.serviceProvider, providers) : undefined,
    filter.externalId ? eq(transactions.externalId, filter.externalId) : undefined,
    filter.customerEmail
      ? sql`lower(${transactions.customerEmail}) = ${filter.customerEmail.toLowerCase()}`
      : undefined,
    filter.cardLast4 ? eq(transactions.cardLast4, filter.cardLast4) : undefined,
    filter.amountFrom !== undefined ? gte(transactions.amount, filter.amountFrom) : undefined,
    filter.amountTo !== undefined ? lte(transactions.amount, filter.amountTo) : undefined,
  );
}

/**
 * The where clause of the lookup, its count and its export: the caller's scope (tenants, merchant,
 * per-user limits) first, then one mode, then the filter and the search key. The scope and the mode
 * always apply; only the dates give way to an exact id (searchKeyCondition, dateConditions).
 */
export function lookupWhere(
  scope: DataScope,
  actor: Pick<Actor, 'mode'>,
  filter: LookupFilter,
  searchKey?: string,
): SQL | undefined {
  return and(
    transactionsInScope(scope),
    eq(transactions.mode, lookupMode(actor, filter.systemMode)),
    filterConditions(filter),
    searchKeyCondition(searchKey, dateConditions(filter)),
  );
}

/**
 * The order of a page: the sort field, then the id in the same direction, so rows with the same
 * instant or amount keep one order from page to page. Newest first matches the lookup indexes
 * (tenant or merchant, mode, created_at desc, id desc).
 */
export function lookupOrder(query: Pick<LookupQuery, 'sortBy' | 'sortDirection'>): SQL[] {
  const direction = query.sortDirection === 'asc' ? asc : desc;
  const primary = query.sortBy === 'amount' ? transactions.amount : transactions.createdAt;
  return [direction(primary), direction(transactions.id)];
}
