import { csvSafeCell } from '@paydesk/contracts/support/support.model';
import { type SQL, sql } from 'drizzle-orm';
import { currencies, merchants, paymentMethods, serviceProviders, tenants } from '../../../infra/db/schema';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { arrayRows, transactions, websites } from '../../money';

/**
 * The export's CSV lines: the same text csvCells + csvLine make (transaction-csv-format.ts;
 * transaction-csv-export.test.ts compares the two byte for byte), from one query per batch whose
 * columns are already text. PostgreSQL picks the batch, joins the names and decimal places (once
 * per batch, from their small tables, rather than looked up per row, where each look-up evaluated
 * the tables' row-level-security policies again; the payment method and service provider by the
 * name the portal shows, from the reference lists, or the id when the list has none) and writes the
 * two instants at the caller's
 * offset; the server then only puts the cells through csvSafeCell, places the decimal point and
 * joins them.
 *
 * Why not all in SQL (as before): PostgreSQL's expression evaluator makes a line out of 25 cells at
 * about 30 µs a row (the formula guard, the quoting test and the concatenations: 130 of a batch's
 * 155 ms at 4,000 rows), against a few µs in JavaScript, and the export was bound by that one
 * backend: 17 s of PostgreSQL's CPU for 424,000 rows. Reading the columns as text costs 48 ms a
 * batch. No value is parsed (every column is text, so node-postgres and PGlite hand over the
 * strings) and no Date is made.
 */

/** `YYYY-MM-DD HH:mm:ss` at the offset (minutes east of UTC), as formatLocalDateTime (seconds truncated). */
function localDateTime(instant: SQL, offsetMinutes: number): SQL {
  return sql`to_char((${instant} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD HH24:MI:SS')`;
}

/** formatMinorUnits on the integer's text (string arithmetic, never a float, never a JS number). */
export function minorUnitsText(amount: string, decimalPlaces: number): string {
  const negative = amount.startsWith('-');
  const digits = negative ? amount.slice(1) : amount;
  const sign = negative ? '-' : '';
  if (decimalPlaces <= 0) return `${sign}${digits}`;
  const padded = digits.padStart(decimalPlaces + 1, '0');
  return `${sign}${padded.slice(0, -decimalPlaces)}.${padded.slice(-decimalPlaces)}`;
}

export interface CsvBatch {
  /**
   * The batch's lines, newest first, in pieces of ROWS_PER_PIECE rows, each made when it is asked
   * for: strings the young generation frees at once, each turned into bytes and deflated as it
   * comes. Made after the next batch is asked for, so that PostgreSQL reads while this one is made.
   */
  pieces(): Iterable<string>;
  /** Rows the batch read (a full batch means there may be more). */
  readonly rows: number;
  /** The last row's (created_at, id), created_at as PostgreSQL's own text (microseconds kept). */
  readonly last: { readonly createdAt: string; readonly id: string } | null;
}

/**
 * The next `limit` transactions matching `where` after `after` (newest first, keyset on
 * (created_at, id)) as CSV text, in the rows' order. As in selectTransactionPage, the rows are chosen from
 * `transactions` alone and only they get their names; a row whose name row-level security hides
 * is left out, as the inner joins of selectTransactionRows would.
 */
export async function csvLinesBatch(
  tx: ScopedTx,
  options: {
    readonly where: SQL | undefined;
    readonly after: CsvBatch['last'];
    readonly limit: number;
    readonly offsetMinutes: number;
  },
): Promise<CsvBatch> {
  const { after, offsetMinutes } = options;
  const keyset = after
    ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  const where = options.where ? sql`(${options.where}) and ${keyset}` : keyset;
  const rows = (await arrayRows(
    tx,
    sql`
    with b as (
      select ${transactions.id} as id, ${transactions.externalId} as external_id,
        ${transactions.createdAt} as created_at, ${transactions.updatedAt} as updated_at,
        ${transactions.tenantId} as tenant_id, ${transactions.merchantId} as merchant_id,
        ${transactions.websiteId} as website_id,
        ${transactions.mode} as mode, ${transactions.type} as type, ${transactions.status} as status,
        ${transactions.amount} as amount, ${transactions.currency} as currency,
        ${transactions.baseAmount} as base_amount, ${transactions.baseCurrency} as base_currency,
        ${transactions.capturedAmount} as captured_amount, ${transactions.refundedAmount} as refunded_amount,
        ${transactions.paymentMethod} as payment_method, ${transactions.serviceProvider} as service_provider,
        ${transactions.cardMasked} as card_masked, ${transactions.cardBrand} as card_brand,
        ${transactions.customerEmail} as customer_email, ${transactions.customerName} as customer_name,
        ${transactions.parentId} as parent_id, ${transactions.responseCode} as response_code,
        ${transactions.responseMessage} as response_message
      from ${transactions}
      where ${where}
      order by ${transactions.createdAt} desc, ${transactions.id} desc
      limit ${options.limit}
    ),
    x as (
      select b.created_at, b.id,
        b.created_at::text as at, b.id::text as id_text, b.external_id::text as external_id,
        ${localDateTime(sql.raw('b.created_at'), offsetMinutes)} as created,
        ${localDateTime(sql.raw('b.updated_at'), offsetMinutes)} as updated,
        tn.name::text as tenant, mn.name::text as merchant, wn.name::text as website,
        b.mode::text as mode, b.type::text as type, b.status::text as status,
        b.amount::text as amount, b.currency::text as currency,
        b.base_amount::text as base_amount, b.base_currency::text as base_currency,
        b.captured_amount::text as captured_amount, b.refunded_amount::text as refunded_amount,
        coalesce(cp.places, 2)::text as places, coalesce(bp.places, 2)::text as base_places,
        coalesce(pm.name, b.payment_method)::text as payment_method,
        coalesce(sp.name, b.service_provider)::text as service_provider,
        b.card_masked::text as card_masked, b.card_brand::text as card_brand,
        b.customer_email::text as customer_email, b.customer_name::text as customer_name,
        b.parent_id::text as parent_id, b.response_code::text as response_code,
        b.response_message::text as response_message
      from b
      left join (select ${tenants.id} as id, ${tenants.name} as name from ${tenants}) tn on tn.id = b.tenant_id
      left join (select ${merchants.tenantId} as tenant_id, ${merchants.id} as id, ${merchants.legalBusinessName} as name from ${merchants}) mn
        on mn.tenant_id = b.tenant_id and mn.id = b.merchant_id
      left join (select ${websites.tenantId} as tenant_id, ${websites.id} as id, ${websites.name} as name from ${websites}) wn
        on wn.tenant_id = b.tenant_id and wn.id = b.website_id
      left join (select ${currencies.id} as id, ${currencies.decimalPlaces} as places from ${currencies}) cp on cp.id = b.currency
      left join (select ${currencies.id} as id, ${currencies.decimalPlaces} as places from ${currencies}) bp on bp.id = b.base_currency
      left join (select ${paymentMethods.id} as id, ${paymentMethods.name} as name from ${paymentMethods}) pm on pm.id = b.payment_method
      left join (select ${serviceProviders.id} as id, ${serviceProviders.name} as name from ${serviceProviders}) sp on sp.id = b.service_provider
    )
    select at, id_text, external_id, created, updated, tenant, merchant, website, mode, type, status,
      amount, currency, base_amount, base_currency, captured_amount, refunded_amount, places, base_places,
      payment_method, service_provider, card_masked, card_brand, customer_email, customer_name,
      parent_id, response_code, response_message
    from x order by created_at desc, id desc`,
  )) as LineRow[];
  const lastRow = rows[rows.length - 1];
  return {
    rows: rows.length,
    last: lastRow ? { createdAt: lastRow[AT] as string, id: lastRow[ID] as string } : null,
    *pieces() {
      for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
        let piece = '';
        for (const row of rows.slice(start, start + ROWS_PER_PIECE)) {
          // A row whose tenant, merchant or website row-level security hides has no line.
          if (row[TENANT] !== null && row[MERCHANT] !== null && row[WEBSITE] !== null)
            piece += csvRowLine(row);
        }
        if (piece !== '') yield piece;
      }
    },
  };
}

/**
 * Lines per piece: about 60 KB, under V8's large-object size (128 KiB), so each piece is a young
 * object that a scavenge frees, not a large object only a full collection frees.
 */
const ROWS_PER_PIECE = 200;

/**
 * A batch row, in the select's order: every column text (null where the column is), as an array
 * (no object per row: 4,000 objects of 28 keys a batch were a large part of the export's CPU).
 */
type LineRow = readonly (string | null)[];
const [AT, ID, EXTERNAL_ID, CREATED, UPDATED, TENANT, MERCHANT, WEBSITE, MODE, TYPE, STATUS] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
] as const;
const [AMOUNT, CURRENCY, BASE_AMOUNT, BASE_CURRENCY, CAPTURED, REFUNDED, PLACES, BASE_PLACES] = [
  11, 12, 13, 14, 15, 16, 17, 18,
] as const;
const [METHOD, PROVIDER, CARD_MASKED, CARD_BRAND, EMAIL, NAME, PARENT_ID, CODE, MESSAGE] = [
  19, 20, 21, 22, 23, 24, 25, 26, 27,
] as const;

/**
 * csvLine(csvCells(row)) for a batch row: the cells in csvHeader's order. The ids, the two instants
 * (to_char's digits) and mode, type and status (check constraints: fixed words) can never be a
 * formula or hold a quote, comma or line break, so they skip csvSafeCell; every other cell, the
 * amounts included (a negative one starts with '-'), goes through it.
 */
function csvRowLine(row: LineRow): string {
  const cell = (i: number) => csvSafeCell(row[i] ?? '');
  const money = (i: number, places: number) => csvSafeCell(minorUnitsText(row[i] as string, places));
  const places = Number(row[PLACES]);
  return `${row[ID]},${cell(EXTERNAL_ID)},${row[CREATED]},${row[UPDATED]},${cell(TENANT)},${cell(MERCHANT)},${cell(WEBSITE)},${row[MODE]},${row[TYPE]},${row[STATUS]},${money(AMOUNT, places)},${cell(CURRENCY)},${money(BASE_AMOUNT, Number(row[BASE_PLACES]))},${cell(BASE_CURRENCY)},${money(CAPTURED, places)},${money(REFUNDED, places)},${cell(METHOD)},${cell(PROVIDER)},${cell(CARD_MASKED)},${cell(CARD_BRAND)},${cell(EMAIL)},${cell(NAME)},${row[PARENT_ID] ?? ''},${cell(CODE)},${cell(MESSAGE)}\r\n`;
}
