import '../../i18n/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from '../../lib/hooks/use-row-selection';
import type { Column, SortOrder } from './column';
import { CONTROL_COLUMN_WIDTH, DataTable, fixedTableWidth } from './data-table';

interface Fruit {
  readonly id: string;
  readonly name: string;
  readonly price: number;
}

const FRUITS: readonly Fruit[] = [
  { id: 'a', name: 'Apple', price: 3 },
  { id: 'b', name: 'Banana', price: 1 },
];

const COLUMNS: readonly Column<Fruit, 'name' | 'price'>[] = [
  { key: 'name', header: 'Name', cell: (f) => f.name, sortKey: 'name' },
  { key: 'colour', header: 'Colour', cell: () => 'any' },
  { key: 'price', header: 'Price', cell: (f) => f.price, align: 'right', sortKey: 'price' },
];

/** What every table of these tests shows. */
const FRUIT_TABLE = { label: 'Fruits', columns: COLUMNS, rows: FRUITS, rowKey: (f: Fruit) => f.id };

/** A list screen as it uses the table: the order in its own state, every change recorded. */
function Sorted({ changes }: { changes: SortOrder<'name' | 'price'>[] }) {
  const [order, setOrder] = useState<SortOrder<'name' | 'price'>>({ sortBy: 'price', sortDirection: 'desc' });
  return (
    <DataTable
      {...FRUIT_TABLE}
      sort={{
        order,
        onChange: (next) => {
          changes.push(next);
          setOrder(next);
        },
      }}
    />
  );
}

function Selectable() {
  const selection = useRowSelection();
  return (
    <>
      <DataTable
        {...FRUIT_TABLE}
        selection={{
          model: selection,
          checkboxLabel: (f) => `Choose ${f.name}`,
          pageCheckboxLabel: 'Choose the page',
        }}
        onRowClick={() => {
          throw new Error('a checkbox never opens its row');
        }}
      />
      <output>{selection.ids.join(',')}</output>
    </>
  );
}

describe('DataTable', { timeout: 20_000 }, () => {
  it('names the table, heads its columns with th and fills a row per item', () => {
    render(<DataTable {...FRUIT_TABLE} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.tagName)).toEqual(['TH', 'TH', 'TH']);
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Colour', 'Price']);
    // Without a sort the headings are plain text, not buttons.
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('row', { name: /Banana/ })).toHaveTextContent('Bananaany1');
  });

  it('sorts by a heading: a new column descending, the same one flips, aria-sort on the sorted one', async () => {
    const events = userEvent.setup();
    const changes: SortOrder<'name' | 'price'>[] = [];
    render(<Sorted changes={changes} />);
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Colour' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    await events.click(screen.getByRole('button', { name: 'Name' }));
    await events.click(screen.getByRole('button', { name: 'Name' }));
    expect(changes).toEqual([
      { sortBy: 'price', sortDirection: 'asc' },
      { sortBy: 'name', sortDirection: 'desc' },
      { sortBy: 'name', sortDirection: 'asc' },
    ]);
  });

  it('opens a row on a click, and on Enter when the row has a name', async () => {
    const events = userEvent.setup();
    const opened: string[] = [];
    render(
      <DataTable {...FRUIT_TABLE} onRowClick={(f) => opened.push(f.id)} rowLabel={(f) => `Open ${f.name}`} />,
    );
    await events.click(screen.getByText('Apple'));
    screen.getByRole('row', { name: 'Open Banana' }).focus();
    await events.keyboard('{Enter}');
    expect(opened).toEqual(['a', 'b']);
  });

  it('leaves the keyboard to the links inside a row without a name', () => {
    render(<DataTable {...FRUIT_TABLE} onRowClick={() => {}} />);
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) expect(row).not.toHaveAttribute('tabindex');
  });

  it('chooses rows by their checkboxes and the page by the heading’s, without opening a row', async () => {
    const events = userEvent.setup();
    render(<Selectable />);
    await events.click(screen.getByRole('checkbox', { name: 'Choose Banana' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    expect(screen.getByRole('checkbox', { name: 'Choose the page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await events.click(screen.getByRole('checkbox', { name: 'Choose the page' }));
    expect(screen.getByRole('status')).toHaveTextContent('b,a');
    expect(screen.getByRole('checkbox', { name: 'Choose the page' })).toBeChecked();
    await events.click(screen.getByRole('checkbox', { name: 'Choose the page' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('expands a row to show its detail under it', async () => {
    const events = userEvent.setup();
    render(
      <DataTable
        {...FRUIT_TABLE}
        expansion={{ toggleLabel: (f) => `More on ${f.name}`, detail: (f) => `${f.name} grows on trees` }}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'More on Apple' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Apple grows on trees')).not.toBeInTheDocument();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = screen.getByText('Apple grows on trees');
    expect(detail.id).toBe(toggle.getAttribute('aria-controls'));
  });

  it('puts a row’s own data flags on its row', () => {
    render(<DataTable {...FRUIT_TABLE} rowProps={(f) => ({ 'data-cheap': f.price < 2 || undefined })} />);
    expect(screen.getByRole('row', { name: /Banana/ })).toHaveAttribute('data-cheap', 'true');
    expect(screen.getByRole('row', { name: /Apple/ })).not.toHaveAttribute('data-cheap');
  });

  it('shows a placeholder row across every column', () => {
    render(<DataTable {...FRUIT_TABLE} rows={[]} placeholder="No fruit" />);
    expect(screen.getByRole('cell', { name: 'No fruit' })).toHaveAttribute('colspan', '3');
  });

  it('keeps the headings in view while the rows scroll in a box of the given height', () => {
    render(<DataTable {...FRUIT_TABLE} stickyHeader={{ maxHeight: 400 }} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveClass('MuiTable-stickyHeader');
    for (const heading of within(table).getAllByRole('columnheader')) {
      expect(heading).toHaveClass('MuiTableCell-stickyHeader');
    }
    expect(getComputedStyle(table.parentElement!).maxHeight).toBe('400px');
  });

  it('is a named tab stop while the table is wider than its box, and only then', () => {
    const saved = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
    let wide = false;
    // happy-dom lays nothing out: the box's content is 900 px wide when `wide`, its box 0 px.
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get: () => (wide ? 900 : 0),
    });
    try {
      const { rerender } = render(<DataTable {...FRUIT_TABLE} />);
      expect(screen.queryByRole('region', { name: 'Fruits' })).toBeNull();
      wide = true;
      rerender(<DataTable {...FRUIT_TABLE} rows={[...FRUITS]} />);
      const box = screen.getByRole('region', { name: 'Fruits' });
      expect(box).toHaveAttribute('tabindex', '0');
      expect(within(box).getByRole('table', { name: 'Fruits' })).toBeInTheDocument();
    } finally {
      if (saved) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', saved);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollWidth;
    }
  });

  it('lays a fixed table out at its column widths, at least their sum with the control columns', () => {
    const widths = COLUMNS.map((c, i) => ({ ...c, width: [100, 80, 60][i] }));
    expect(fixedTableWidth(widths, 0)).toBe(240);
    expect(fixedTableWidth(widths, 1)).toBe(240 + CONTROL_COLUMN_WIDTH);
    render(<DataTable {...FRUIT_TABLE} columns={widths} fixedLayout />);
    const style = getComputedStyle(screen.getByRole('table', { name: 'Fruits' }));
    expect(style.tableLayout).toBe('fixed');
    expect(style.minWidth).toBe('240px');
  });
});
