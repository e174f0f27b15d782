import { type SQL, sql } from 'drizzle-orm';
import { currencies, merchants, tenants } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { transactions, websites } from './transactions.table';

/**
 * The export's CSV lines made by PostgreSQL: the same text csvCells + csvLine make in JavaScript
 * (transaction-csv-format.ts; transaction-csv-export.test.ts compares the two byte for byte), one
 * text per batch. The server then only deflates: the database formats on its own core while the
 * previous batch is compressed, and no row is mapped to an object (measured at 1M rows: mapping and
 * formatting the rows in JavaScript cost more than reading them).
 *
 * The SQL is layered (each layer behind `offset 0` or a `limit`, which PostgreSQL does not
 * flatten) so that every value is computed once per row: inlined, the cell expressions name their
 * value several times and the currency look-ups ran dozens of times per row. The names and decimal
 * places are joined from their (small) tables once per batch rather than looked up per row, where
 * each look-up evaluated the tables' row-level-security policies again. No regular expressions
 * either: first-character and strpos tests are cheap per cell.
 */

/** The first step of csvSafeCell: a cell a spreadsheet would read as a formula gets a '. */
function guarded(value: SQL): SQL {
  return sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${value} else ${value} end)`;
}

/** The second step of csvSafeCell: a quote, comma or line break quotes the cell, quotes doubled. */
function quoted(value: SQL): SQL {
  return sql`(case when strpos(${value}, '"') > 0 or strpos(${value}, ',') > 0 or strpos(${value}, E'\\r') > 0 or strpos(${value}, E'\\n') > 0 then '"' || replace(${value}, '"', '""') || '"' else ${value} end)`;
}

/** formatMinorUnits in SQL: string arithmetic on the integer's digits, never a float. */
function minorUnits(amount: SQL, places: SQL): SQL {
  const digits = sql`abs(${amount})::text`;
  const padded = sql`(case when length(${digits}) < ${places} + 1 then lpad(${digits}, ${places} + 1, '0') else ${digits} end)`;
  return sql`(case when ${places} <= 0 then ${amount}::text else (case when ${amount} < 0 then '-' else '' end) || left(${padded}, length(${padded}) - ${places}) || '.' || right(${padded}, ${places}) end)`;
}

/** The decimal places of the row's currencies; one missing from the table shows with 2, as in csvCells. */
const currencyPlaces = sql`coalesce(cp.places, 2)`;
const basePlaces = sql`coalesce(bp.places, 2)`;

/** formatLocalDateTime in SQL: `YYYY-MM-DD HH:mm:ss` at the offset (minutes east of UTC). */
function localDateTime(instant: SQL, offsetMinutes: number): SQL {
  return sql`to_char((${instant} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD HH24:MI:SS')`;
}

const col = (name: string) => sql.raw(name);
const text = (name: string) => sql`coalesce(${col(name)}::text, '')`;
const CELL_NAMES = Array.from({ length: 25 }, (_, i) => `c${i + 1}`);

/** The cells of csvHeader, in its order, from a batch row (`b`) and its names, as c1 … c25. */
function rawCells(offsetMinutes: number): SQL {
  const cells: SQL[] = [
    text('b.id'),
    text('b.external_id'),
    localDateTime(col('b.created_at'), offsetMinutes),
    localDateTime(col('b.updated_at'), offsetMinutes),
    text('tn.name'),
    text('mn.name'),
    text('wn.name'),
    text('b.mode'),
    text('b.type'),
    text('b.status'),
    minorUnits(col('b.amount'), currencyPlaces),
    text('b.currency'),
    minorUnits(col('b.base_amount'), basePlaces),
    text('b.base_currency'),
    minorUnits(col('b.captured_amount'), currencyPlaces),
    minorUnits(col('b.refunded_amount'), currencyPlaces),
    text('b.payment_method'),
    text('b.service_provider'),
    text('b.card_masked'),
    text('b.card_brand'),
    text('b.customer_email'),
    text('b.customer_name'),
    text('b.parent_id'),
    text('b.response_code'),
    text('b.response_message'),
  ];
  return sql.join(
    cells.map((cell, i) => sql`${cell} as ${col(CELL_NAMES[i] ?? '')}`),
    sql`, `,
  );
}

const GUARDED_CELLS = sql.join(
  CELL_NAMES.map((name) => sql`${guarded(col(name))} as ${col(name)}`),
  sql`, `,
);
const LINE = sql`${sql.join(
  CELL_NAMES.map((name) => quoted(col(name))),
  sql` || ',' || `,
)} || E'\\r\\n'`;

export interface CsvBatch {
  /**
   * The batch's lines, newest first, in pieces of ROWS_PER_PIECE rows: strings the young
   * generation frees at once. (The batch as one text was a large object each time; as a row per
   * line, 4,000 objects and 12,000 strings a batch: either way the heap grew by 100 MB and more.)
   */
  readonly pieces: readonly string[];
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
  const { after } = options;
  const keyset = after
    ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  const where = options.where ? sql`(${options.where}) and ${keyset}` : keyset;
  const result = await tx.execute(sql`
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
    raw as (
      select b.created_at, b.id,
        tn.name is not null and mn.name is not null and wn.name is not null as named,
        ${rawCells(options.offsetMinutes)}
      from b
      left join (select ${tenants.id} as id, ${tenants.name} as name from ${tenants}) tn on tn.id = b.tenant_id
      left join (select ${merchants.tenantId} as tenant_id, ${merchants.id} as id, ${merchants.legalBusinessName} as name from ${merchants}) mn
        on mn.tenant_id = b.tenant_id and mn.id = b.merchant_id
      left join (select ${websites.tenantId} as tenant_id, ${websites.id} as id, ${websites.name} as name from ${websites}) wn
        on wn.tenant_id = b.tenant_id and wn.id = b.website_id
      left join (select ${currencies.id} as id, ${currencies.decimalPlaces} as places from ${currencies}) cp on cp.id = b.currency
      left join (select ${currencies.id} as id, ${currencies.decimalPlaces} as places from ${currencies}) bp on bp.id = b.base_currency
      offset 0
    ),
    safe as (select created_at, id, named, ${GUARDED_CELLS} from raw offset 0),
    numbered as (
      select created_at, id, case when named then ${LINE} end as line,
        (row_number() over (order by created_at desc, id desc) - 1) / ${ROWS_PER_PIECE} as piece
      from safe
    )
    select coalesce(string_agg(line, '' order by created_at desc, id desc), '') as text,
      (array_agg(created_at::text order by created_at, id))[1] as last_created_at,
      (array_agg(id::text order by created_at, id))[1] as last_id,
      count(*)::int as rows
    from numbered group by piece order by piece`);
  const pieces = (result as unknown as { rows: PieceRow[] }).rows;
  const tail = pieces[pieces.length - 1];
  return {
    pieces: pieces.map((piece) => piece.text).filter((text) => text !== ''),
    rows: pieces.reduce((sum, piece) => sum + Number(piece.rows), 0),
    last: tail ? { createdAt: tail.last_created_at, id: tail.last_id } : null,
  };
}

/**
 * Lines per piece: about 60 KB, under V8's large-object size (128 KiB), so each piece is a young
 * object that a scavenge frees, not a large object only a full collection frees.
 */
const ROWS_PER_PIECE = 200;

interface PieceRow {
  /** The piece's lines; a row whose names row-level security hides has none (string_agg skips it). */
  readonly text: string;
  readonly last_created_at: string;
  readonly last_id: string;
  readonly rows: number | string;
}
