import '../../i18n/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TablePage } from '../table-paging/table-paging';
import type { Column } from './column';
import { type PagedQuery, PagedTable } from './paged-table';

interface Mail {
  readonly id: string;
  readonly subject: string;
}

const COLUMNS: readonly Column<Mail>[] = [{ key: 'subject', header: 'Subject', cell: (m) => m.subject }];
const PAGE: TablePage = { pageIndex: 0, pageSize: 5 };

function query(over: Partial<PagedQuery<Mail>>): PagedQuery<Mail> {
  return { isFetching: false, isError: false, refetch: () => undefined, ...over };
}

function renderTable(q: PagedQuery<Mail>, onPageChange: (page: TablePage) => void = () => {}) {
  return render(
    <PagedTable
      label="Mails"
      columns={COLUMNS}
      rowKey={(m) => m.id}
      query={q}
      page={PAGE}
      pageSizes={[5, 10]}
      onPageChange={onPageChange}
      loadingLabel="Loading mails"
      loadFailed="The mails could not be loaded."
      retryLabel="Retry"
      emptyText="No mail yet."
    />,
  );
}

describe('PagedTable', { timeout: 20_000 }, () => {
  it('shows a named progress bar while a page loads, and no table yet', () => {
    renderTable(query({ isFetching: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading mails' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty text in place of the table and its paging', () => {
    renderTable(query({ data: { data: [], count: 0 } }));
    expect(screen.getByText('No mail yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });

  it('offers a retry of a failed load', async () => {
    const events = userEvent.setup();
    const refetch = vi.fn();
    renderTable(query({ isError: true, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('The mails could not be loaded.');
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the rows and pages on', async () => {
    const events = userEvent.setup();
    const pages: TablePage[] = [];
    const rows = [1, 2, 3, 4, 5].map((n) => ({ id: `m${n}`, subject: `Mail ${n}` }));
    renderTable(query({ data: { data: rows, count: 12 } }), (p) => pages.push(p));
    expect(screen.getByRole('table', { name: 'Mails' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(pages).toEqual([{ pageIndex: 1, pageSize: 5 }]);
  });
});
