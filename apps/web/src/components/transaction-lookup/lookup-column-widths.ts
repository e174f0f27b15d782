import type { TransactionColumn } from '@paydesk/contracts/transactions/transaction.model';

/**
 * Each lookup column's width in pixels, its 8 px of padding on each side included (LOOKUP_CELL_SX).
 * The lookup's table is laid out at these widths whatever the text (a longer one ends in an
 * ellipsis), so what fits is arithmetic: the default columns and the selection checkbox come to
 * 1,072 px, and fit 1440 px wide with the side menu open (lookup-columns-fit.test.ts). Each width
 * holds its column's usual longest text at 14 px: a date with seconds, "Partially refunded" on a
 * pill, "12.345,67 EUR", "SEPA Direct Debit", a 16-character card mask.
 */
export const LOOKUP_COLUMN_WIDTHS: Readonly<Record<TransactionColumn, number>> = {
  createdAt: 148,
  updatedAt: 148,
  externalId: 128,
  merchantName: 136,
  websiteName: 136,
  type: 92,
  status: 150,
  amount: 120,
  baseAmount: 120,
  paymentMethod: 120,
  serviceProvider: 140,
  cardMasked: 130,
  customerEmail: 180,
  customerName: 140,
  tenantName: 140,
  mode: 72,
};

/** A column of a screen's own (the APM lookup's) without a width of its own. */
export const EXTRA_COLUMN_WIDTH = 140;

/** The cells' horizontal padding the widths count on: 8 px each side (MUI's small table has 16). */
export const LOOKUP_TABLE_SX = {
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
} as const;
