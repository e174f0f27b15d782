import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderControlled } from '../testing/render-controlled';
import { SearchableMultiSelect } from './searchable-multi-select';
import { SearchableSelect } from './searchable-select';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_DEBOUNCE_MS,
  filterByContainment,
  type OptionPageRequest,
  SELECT_LISTBOX_MAX_HEIGHT,
  type SelectOption,
} from './select-options';

const CURRENCIES: SelectOption[] = [
  { value: 'GBP', label: 'Pound Sterling' },
  { value: 'EUR', label: 'Euro' },
  { value: 'TRY', label: 'Turkish Lira' },
  { value: 'USD', label: 'US Dollar' },
];

/** A server of 25 transactions, TX-01 ... TX-25, filtered by containment. */
const TRANSACTIONS = Array.from({ length: 25 }, (_, i) => {
  const id = `TX-${String(i + 1).padStart(2, '0')}`;
  return { value: id, label: id };
});

function pagedServer() {
  const requests: OptionPageRequest[] = [];
  const loadPage = vi.fn(async (request: OptionPageRequest) => {
    requests.push(request);
    const matching = filterByContainment(TRANSACTIONS, request.searchKey);
    const from = request.pageIndex * request.pageSize;
    return matching.slice(from, from + request.pageSize);
  });
  return { loadPage, requests };
}

/** jsdom lays nothing out: give the listbox a scroll position at its end and fire the scroll. */
function scrollListToEnd() {
  const listbox = screen.getByRole('listbox');
  Object.defineProperties(listbox, {
    scrollHeight: { configurable: true, value: 500 },
    clientHeight: { configurable: true, value: 250 },
    scrollTop: { configurable: true, value: 250 },
  });
  fireEvent.scroll(listbox);
}

/** Fakes only the debounce's clock: React and Testing Library keep their own scheduling. */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('filter (spec §5: case-insensitive containment)', { timeout: 20_000 }, () => {
  it('keeps the options whose label contains the text, in any case', () => {
    expect(filterByContainment(CURRENCIES, 'LIRA').map((o) => o.value)).toEqual(['TRY']);
    expect(filterByContainment(CURRENCIES, 'ur').map((o) => o.value)).toEqual(['EUR', 'TRY']);
    expect(filterByContainment(CURRENCIES, '  ')).toHaveLength(4);
    expect(filterByContainment(CURRENCIES, 'yen')).toEqual([]);
  });
});

describe('SearchableSelect', { timeout: 20_000 }, () => {
  it('filters by containment as the user types, and gives the chosen value', async () => {
    const { user, current } = renderControlled<string | null>(
      (p) => <SearchableSelect {...p} label="Currency" options={CURRENCIES} />,
      null,
    );
    const input = screen.getByRole('combobox', { name: 'Currency' });
    await user.type(input, 'ur');
    expect(optionTexts()).toEqual(['Euro', 'Turkish Lira']);
    await user.click(screen.getByRole('option', { name: 'Turkish Lira' }));
    expect(current()).toBe('TRY');
    expect(input).toHaveValue('Turkish Lira');
  });

  it('caps the dropdown at 250px (spec §9)', async () => {
    const { user } = renderControlled<string | null>(
      (p) => <SearchableSelect {...p} label="Currency" options={CURRENCIES} />,
      null,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(SELECT_LISTBOX_MAX_HEIGHT).toBe(250);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '250px' });
  });

  it('says so when nothing matches, and clears', async () => {
    const { user, current } = renderControlled<string | null>(
      (p) => <SearchableSelect {...p} label="Currency" options={CURRENCIES} />,
      'EUR',
    );
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Euro');
    await user.click(screen.getByRole('combobox', { name: 'Currency' })); // the clear button shows on focus
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(current()).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'yen');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });
});

describe('SearchableMultiSelect', { timeout: 20_000 }, () => {
  it('chooses several, keeps the list open, and removes one', async () => {
    const { user, current } = renderControlled<string[]>(
      (p) => <SearchableMultiSelect {...p} label="Currencies" options={CURRENCIES} />,
      [],
    );
    const input = screen.getByRole('combobox', { name: 'Currencies' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Euro' }));
    await user.click(screen.getByRole('option', { name: 'US Dollar' }));
    expect(current()).toEqual(['EUR', 'USD']);
    await user.type(input, 'POUND');
    expect(optionTexts()).toEqual(['Pound Sterling']);
    await user.click(screen.getByRole('option', { name: 'Pound Sterling' }));
    expect(current()).toEqual(['EUR', 'USD', 'GBP']);
    const euroChip = screen.getByRole('button', { name: 'Euro' });
    await user.click(within(euroChip).getByTestId('CancelIcon'));
    expect(current()).toEqual(['USD', 'GBP']);
  });
});

describe('infinite-scroll mode (spec §9 transaction picker: pages of 10, 750 ms search debounce)', {
  timeout: 20_000,
}, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the first page on opening and the next when the list is scrolled to its end', async () => {
    const server = pagedServer();
    const user = userEvent.setup();
    renderControlled<string[]>(
      (p) => <SearchableMultiSelect {...p} label="Transactions" paged={{ loadPage: server.loadPage }} />,
      [],
    );
    expect(server.loadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Transactions' }));
    await screen.findByRole('option', { name: 'TX-10' });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(server.requests).toEqual([{ searchKey: '', pageIndex: 0, pageSize: 10 }]);
    expect(screen.getAllByRole('option')).toHaveLength(10);

    scrollListToEnd();
    await screen.findByRole('option', { name: 'TX-20' });
    expect(server.requests[1]).toEqual({ searchKey: '', pageIndex: 1, pageSize: 10 });

    scrollListToEnd();
    await screen.findByRole('option', { name: 'TX-25' });
    expect(screen.getAllByRole('option')).toHaveLength(25);

    // The third page had 5 < 10 items: the end is reached, scrolling loads nothing more.
    scrollListToEnd();
    await act(async () => {});
    expect(server.loadPage).toHaveBeenCalledTimes(3);
  });

  it('searches 750 ms after the last key, from the first page, server-filtered', async () => {
    const server = pagedServer();
    const user = userEvent.setup();
    const { current } = renderControlled<string | null>(
      (p) => <SearchableSelect {...p} label="Transaction" paged={{ loadPage: server.loadPage }} />,
      null,
    );
    const input = screen.getByRole('combobox', { name: 'Transaction' });
    await user.click(input);
    await screen.findByRole('option', { name: 'TX-01' });
    expect(server.requests).toHaveLength(1);

    // user-event waits on real timers between keys; the keys are fired directly under fake ones.
    fakeTimeouts();
    for (const text of ['t', 'tx', 'tx-', 'tx-1']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(DEFAULT_SEARCH_DEBOUNCE_MS).toBe(750);
    act(() => vi.advanceTimersByTime(649)); // 749 ms after the last key
    expect(server.requests).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    // One search for the whole word, not one per key.
    expect(server.requests).toEqual([
      { searchKey: '', pageIndex: 0, pageSize: 10 },
      { searchKey: 'tx-1', pageIndex: 0, pageSize: 10 },
    ]);
    await screen.findByRole('option', { name: 'TX-19' });
    expect(optionTexts()).toEqual([
      'TX-10',
      'TX-11',
      'TX-12',
      'TX-13',
      'TX-14',
      'TX-15',
      'TX-16',
      'TX-17',
      'TX-18',
      'TX-19',
    ]);
    await user.click(screen.getByRole('option', { name: 'TX-12' }));
    expect(current()).toBe('TX-12');
  });

  it('honours its own page size and debounce, and keeps a chosen label after a new search', async () => {
    const server = pagedServer();
    const user = userEvent.setup();
    const { current } = renderControlled<string[]>(
      (p) => (
        <SearchableMultiSelect
          {...p}
          label="Transactions"
          paged={{ loadPage: server.loadPage, pageSize: 50, debounceMs: 300 }}
        />
      ),
      [],
    );
    const input = screen.getByRole('combobox', { name: 'Transactions' });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'TX-03' }));
    expect(server.requests[0]).toEqual({ searchKey: '', pageIndex: 0, pageSize: 50 });

    fakeTimeouts();
    fireEvent.change(input, { target: { value: '25' } });
    act(() => vi.advanceTimersByTime(299));
    expect(server.requests).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(server.requests[1]).toEqual({ searchKey: '25', pageIndex: 0, pageSize: 50 });
    await screen.findByRole('option', { name: 'TX-25' });
    expect(optionTexts()).toEqual(['TX-25']);
    expect(current()).toEqual(['TX-03']);
    expect(screen.getByRole('button', { name: 'TX-03' })).toBeInTheDocument();
  });

  it('says so when a page cannot be loaded', async () => {
    const user = userEvent.setup();
    renderControlled<string | null>(
      (p) => (
        <SearchableSelect
          {...p}
          label="Transaction"
          paged={{ loadPage: () => Promise.reject(new Error('down')) }}
        />
      ),
      null,
    );
    await user.click(screen.getByRole('combobox', { name: 'Transaction' }));
    expect(await screen.findByText('The options could not be loaded')).toBeInTheDocument();
  });
});
