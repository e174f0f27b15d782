import '../../../i18n/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OptionPageRequest } from '../../../components/forms/select/select-options';
import { TRANSACTION_PICKER, TransactionsField } from './transactions-field';

function Field({
  search,
}: {
  search?: (request: OptionPageRequest) => Promise<{ value: string; label: string }[]>;
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <TransactionsField value={value} onChange={setValue} search={search} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('TransactionsField', { timeout: 20_000 }, () => {
  it('uses the spec §9 transaction picker figures: 10 per page, 750 ms debounce', () => {
    expect(TRANSACTION_PICKER).toEqual({ pageSize: 10, debounceMs: 750 });
  });

  it('takes typed external ids as chips, trimmed, without empties or repeats', async () => {
    const events = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Transactions' });
    await events.type(input, ' ext-1 {Enter}');
    await events.type(input, '  {Enter}');
    await events.type(input, 'ext-1{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('["ext-1"]');
    await events.clear(input);
    await events.type(input, 'ext-2{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('["ext-1","ext-2"]');
  });

  it('searches with a loader once the user pauses for 750 ms, 10 per page', async () => {
    const search = vi.fn(async (_: OptionPageRequest) => [{ value: 'ext-777', label: 'ext-777' }]);
    const events = userEvent.setup();
    render(<Field search={search} />);
    await events.type(screen.getByRole('combobox', { name: 'Transactions' }), 'ext-7');
    const searchedFor = () => search.mock.calls.map(([request]) => request.searchKey);
    expect(searchedFor()).not.toContain('ext-7'); // not before the pause
    await waitFor(() =>
      expect(search).toHaveBeenCalledWith({ searchKey: 'ext-7', pageIndex: 0, pageSize: 10 }),
    );
    await events.click(await screen.findByRole('option', { name: 'ext-777' }));
    expect(screen.getByRole('status')).toHaveTextContent('["ext-777"]');
  });
});
