import { DECLINE_STATUSES } from '@paydesk/contracts/reports/report.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/**
 * The status-event log's writes (docs/analytics.md "The event log"). Every insert of a transaction
 * appends +1 for its state; every change of a counted field (the status, or the response that gives a
 * decline its reason) appends −1 for the state it leaves and +1 for the one it enters, in the same
 * database transaction. The dimensions are read from the transactions row itself by one SQL
 * expression (below), so the JS writes, the demo seed and the bulk generator snapshot alike.
 */

/** The log's columns, in the order statusEventValues gives them. */
export const STATUS_EVENT_COLUMN_NAMES = [
  'sign',
  'tenant_id',
  'merchant_id',
  'transaction_id',
  'mode',
  'type',
  'status',
  'currency',
  'amount',
  'base_currency',
  'base_amount',
  'payment_method',
  'service_provider',
  'decline_reason',
  'customer_country',
  'created_at',
] as const;
export const STATUS_EVENT_COLUMNS = sql.raw(STATUS_EVENT_COLUMN_NAMES.join(', '));

const DECLINES = DECLINE_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The log's values for the rows of `alias` (a transactions row, or a CTE returning its columns):
 * the decline reason is the response message (else code) of a declined or failed transaction.
 */
export function statusEventValues(alias: string, sign: 1 | -1): SQL {
  const a = alias;
  return sql.raw(
    `${sign}, ${a}.tenant_id, ${a}.merchant_id, ${a}.id, ${a}.mode, ${a}.type, ${a}.status, ${a}.currency, ` +
      `${a}.amount, ${a}.base_currency, ${a}.base_amount, ${a}.payment_method, ${a}.service_provider, ` +
      `case when ${a}.status in (${DECLINES}) then coalesce(${a}.response_message, ${a}.response_code, '') else '' end, ` +
      `coalesce(${a}.customer_country, ''), ${a}.created_at`,
  );
}

/** Appends one event of `sign` for each transaction `where` selects (on alias `t`). */
export async function appendStatusEvents(tx: ScopedTx, sign: 1 | -1, where: SQL): Promise<void> {
  await tx.execute(sql`
    insert into transaction_status_events (${STATUS_EVENT_COLUMNS})
    select ${statusEventValues('t', sign)} from transactions t where ${where}`);
}

/** The events of one transaction (see appendStatusEvents). */
export function appendStatusEventsOf(
  tx: ScopedTx,
  sign: 1 | -1,
  row: { readonly tenantId: string; readonly id: string },
): Promise<void> {
  return appendStatusEvents(tx, sign, sql`t.tenant_id = ${row.tenantId} and t.id = ${row.id}`);
}

/** Whether an update of these fields changes what the rollups count (see the file comment). */
export function changesCountedState(patch: object): boolean {
  return 'status' in patch || 'responseCode' in patch || 'responseMessage' in patch;
}
