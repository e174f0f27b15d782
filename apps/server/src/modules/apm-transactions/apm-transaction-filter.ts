import type { ApmSearchParam, ApmType } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import type {
  ApmCsvExportQuery,
  ApmTransactionFilter,
} from '@paydesk/contracts/apm-transactions/apm-transaction.schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { transactions } from '../money';
import { lookupWhere } from '../transactions';
import { apmPaymentMethods } from './apm-transactions.table';

export type ApmFilter = z.output<typeof ApmTransactionFilter>;
export type ApmExportFilter = z.output<typeof ApmCsvExportQuery>;
export interface ApmSearch {
  readonly param: ApmSearchParam;
  readonly key: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The transaction is of an APM (of one of `types` when given). A sub-select on the small
 * apm_payment_methods table keeps the condition on `transactions` columns only, as
 * selectTransactionPage requires.
 */
export function apmMethodCondition(types: readonly ApmType[] | undefined): SQL {
  const ofType =
    types && types.length > 0 ? sql` where ${inArray(apmPaymentMethods.apmType, [...types])}` : sql``;
  return inArray(
    transactions.paymentMethod,
    sql`(select ${apmPaymentMethods.paymentMethod} from ${apmPaymentMethods}${ofType})`,
  );
}

/**
 * SearchKey compared exactly with the field SearchParam names: each branch is an index lookup
 * (0008: id, external id, lower(e-mail); 0011: the processor reference). An Id that is not a UUID
 * cannot match anything and is the caller's mistake: 400 on SearchKey.
 */
export function apmSearchCondition(search: ApmSearch | undefined): SQL | undefined {
  if (!search) return undefined;
  const key = search.key.trim();
  switch (search.param) {
    case 'Id':
      if (!UUID.test(key)) {
        throw AppError.validation([
          { field: 'querystring.SearchKey', message: 'A transaction id is a UUID' },
        ]);
      }
      return eq(transactions.id, key.toLowerCase());
    case 'ExternalId':
      return eq(transactions.externalId, key);
    case 'Email':
      return sql`lower(${transactions.customerEmail}) = ${key.toLowerCase()}`;
    case 'ApmReference':
      return eq(transactions.processorReference, key);
  }
}

/**
 * The APM lookup's where clause: the transaction lookup's own (scope, per-user limits, mode,
 * filter), narrowed to APM transactions and the search.
 */
export function apmWhere(
  scope: DataScope,
  actor: Pick<Actor, 'mode'>,
  filter: ApmFilter,
  search?: ApmSearch,
): SQL | undefined {
  return and(
    lookupWhere(scope, actor, filter),
    apmMethodCondition(filter.apmType),
    apmSearchCondition(search),
  );
}

/** The export's optional search: both SearchParam and SearchKey, or neither. */
export function exportSearch(filter: ApmExportFilter): ApmSearch | undefined {
  const key = filter.SearchKey?.trim();
  if (!key) return undefined;
  if (!filter.SearchParam) {
    throw AppError.validation([
      { field: 'querystring.SearchParam', message: 'Say which field SearchKey is searched in' },
    ]);
  }
  return { param: filter.SearchParam, key };
}
