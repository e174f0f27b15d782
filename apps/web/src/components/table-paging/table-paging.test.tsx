import '../../i18n/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type TablePage, TablePaging } from './table-paging';

const SIZES = [5, 10, 20, 50, 75, 100] as const;

/** A table's feature as it uses the control: the page in its own state, every change recorded. */
function Harness({
  count,
  countIsCapped,
  initial = { pageIndex: 0, pageSize: 20 },
  changes,
}: {
  count: number;
  countIsCapped?: boolean;
  initial?: TablePage;
  changes: TablePage[];
}) {
  const [page, setPage] = useState(initial);
  return (
    <TablePaging
      page={page}
      count={count}
      countIsCapped={countIsCapped}
      pageSizes={SIZES}
      onChange={(next) => {
        changes.push(next);
        setPage(next);
      }}
    />
  );
}

describe('TablePaging', { timeout: 20_000 }, () => {
  it('offers the table’s page sizes and shows the current one', async () => {
    const events = userEvent.setup();
    render(<Harness count={45} changes={[]} />);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveTextContent('20');
    await events.click(size);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '20', '50', '75', '100']);
  });

  it('goes back to the first page on a new page size', async () => {
    const events = userEvent.setup();
    const changes: TablePage[] = [];
    render(<Harness count={145} initial={{ pageIndex: 2, pageSize: 20 }} changes={changes} />);
    expect(screen.getByText('41–60 of 145')).toBeInTheDocument();
    await events.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await events.click(screen.getByRole('option', { name: '50' }));
    expect(changes).toEqual([{ pageIndex: 0, pageSize: 50 }]);
    expect(screen.getByText('1–50 of 145')).toBeInTheDocument();
  });

  it('moves to the next page, keeping the size, and stops at the last one', async () => {
    const events = userEvent.setup();
    const changes: TablePage[] = [];
    render(<Harness count={45} changes={changes} />);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(changes).toEqual([
      { pageIndex: 1, pageSize: 20 },
      { pageIndex: 2, pageSize: 20 },
    ]);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('shows a capped count as "10000+" and pages on up to the cap', async () => {
    const events = userEvent.setup();
    const changes: TablePage[] = [];
    render(<Harness count={10_000} countIsCapped changes={changes} />);
    expect(screen.getByText('1–20 of 10000+')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('21–40 of 10000+')).toBeInTheDocument();
  });

  it('shows an uncapped count as it is', () => {
    render(<Harness count={10_000} countIsCapped={false} changes={[]} />);
    expect(screen.getByText('1–20 of 10000')).toBeInTheDocument();
    expect(screen.queryByText(/10000\+/)).not.toBeInTheDocument();
  });
});
