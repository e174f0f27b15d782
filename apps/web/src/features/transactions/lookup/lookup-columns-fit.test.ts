import { DEFAULT_TRANSACTION_COLUMNS } from '@paydesk/contracts/transactions/transaction.model';
import { describe, expect, it } from 'vitest';
import { CONTROL_COLUMN_WIDTH, fixedTableWidth } from '../../../components/data-table/data-table';
import { LOOKUP_COLUMN_WIDTHS } from '../../../components/transaction-lookup/lookup-column-widths';
import { NAVBAR_WIDTH } from '../../../shell/layout/navbar/navbar';

/**
 * Issue 16: the default columns fit 1440 px wide with the side menu open, without the table
 * scrolling sideways. The lookup's table is laid out at its column widths (fixed layout: a longer
 * text ends in an ellipsis), so this is arithmetic, not a measurement of fonts. The layout is
 * vertical-layout-1's (the default) and vertical-v2's with its menu pinned: the 280 px menu, the main
 * area's 24 px padding each side (LayoutMain, p: 3), the table's Paper border, and a 17 px vertical
 * scrollbar (the widest classic one). The material layout's floating menu adds 72 px of margins
 * around it: there the default columns are 51 px too wide and the table scrolls a little.
 */
const SCREEN = 1440;
const MAIN_PADDING = 2 * 24;
const PAPER_BORDER = 2;
const SCROLLBAR = 17;

describe('the default lookup columns at 1440 px', () => {
  it('fit beside the open side menu, with the selection checkbox', () => {
    const available = SCREEN - NAVBAR_WIDTH - MAIN_PADDING - PAPER_BORDER - SCROLLBAR;
    const columns = DEFAULT_TRANSACTION_COLUMNS.map((column) => ({ width: LOOKUP_COLUMN_WIDTHS[column] }));
    const needed = fixedTableWidth(columns, 1);
    expect(available).toBe(1093);
    expect(needed).toBe(1072);
    expect(needed).toBeLessThanOrEqual(available);
    expect(CONTROL_COLUMN_WIDTH).toBe(48);
  });
});
