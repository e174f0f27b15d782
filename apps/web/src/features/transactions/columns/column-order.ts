import {
  DEFAULT_TRANSACTION_COLUMNS,
  TRANSACTION_COLUMNS,
  type TransactionColumn,
} from '@paydesk/contracts/transactions/transaction.model';

/** One line of the chooser: a column and whether the lookup shows it. */
export interface ColumnChoice {
  readonly column: TransactionColumn;
  readonly shown: boolean;
}

/**
 * The chooser's list: the shown columns in their saved order first, then the others in their
 * default order, so that every column can be switched on where the user wants it.
 */
export function choicesOf(shown: readonly TransactionColumn[]): ColumnChoice[] {
  const hidden = TRANSACTION_COLUMNS.filter((c) => !shown.includes(c));
  return [
    ...shown.map((column) => ({ column, shown: true })),
    ...hidden.map((column) => ({ column, shown: false })),
  ];
}

/** The columns to save: the shown ones in the order of the list. */
export function shownColumns(choices: readonly ColumnChoice[]): TransactionColumn[] {
  return choices.filter((c) => c.shown).map((c) => c.column);
}

/** The list with the line at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveChoice(choices: readonly ColumnChoice[], index: number, by: -1 | 1): ColumnChoice[] {
  const target = index + by;
  if (index < 0 || index >= choices.length || target < 0 || target >= choices.length) return [...choices];
  const next = [...choices];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function toggleChoice(choices: readonly ColumnChoice[], index: number): ColumnChoice[] {
  return choices.map((c, i) => (i === index ? { ...c, shown: !c.shown } : c));
}

export const DEFAULT_CHOICES = choicesOf(DEFAULT_TRANSACTION_COLUMNS);
