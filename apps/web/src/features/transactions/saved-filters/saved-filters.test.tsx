import { crmTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import {
  SAVED_FILTER_MESSAGE_MS,
  SAVED_FILTER_MESSAGES,
} from '@paydesk/contracts/transactions/transaction.model';
import type { SavedFilter } from '@paydesk/contracts/transactions/transaction.schemas';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  updateSavedFilter,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_IDS, makeSavedFilter, makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import { tenantAgent } from '../../../test/fixtures/users';
import { currentParams, lookupRows, renderLookup, serveLookupOptions } from '../../../test/lookup-render';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';

let api: MockApi;
let saved: SavedFilter[];
beforeEach(() => {
  api = mockApi();
  serveLookupOptions(api);
  saved = [
    makeSavedFilter(),
    makeSavedFilter({
      id: LOOKUP_IDS.filterDeclines,
      externalId: LOOKUP_IDS.filterDeclines,
      name: 'Declines',
      filter: { status: ['Declined'] },
    }),
  ];
  api.on(listSavedFilters, () => saved);
  api.on(crmTransactions.list, pageOf([makeTransaction()]));
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const lastListQuery = () => Object.fromEntries(api.callsTo(crmTransactions.list).at(-1)?.query ?? []);

describe('saved filters (spec §4 flow, §8 messages)', { timeout: 30_000 }, () => {
  it('selecting one puts its filter in the URL and the list follows; clearing deselects', async () => {
    const view = renderLookup('tenant', tenantAgent, '?externalId=ORD-1&pageSize=50');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Saved filter' })).not.toHaveAttribute('aria-disabled'),
    );
    // By name.
    await view.events.click(screen.getByRole('combobox', { name: 'Saved filter' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No saved filter', 'Declines', 'Weekly captures']);
    await view.events.click(screen.getByRole('option', { name: 'Weekly captures' }));

    await waitFor(() => expect(currentParams().get('savedFilter')).toBe(LOOKUP_IDS.filterWeekly));
    expect(Object.fromEntries(currentParams())).toEqual({
      startDate: '2026-03-01T00:00:00.000Z',
      status: 'Captured',
      currency: 'EUR',
      savedFilter: LOOKUP_IDS.filterWeekly,
      pageSize: '50',
    });
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        status: 'Captured',
        currency: 'EUR',
        startDate: '2026-03-01T00:00:00.000Z',
      }),
    );
    expect(lastListQuery()).not.toHaveProperty('externalId');

    await view.events.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(currentParams().get('savedFilter')).toBeNull());
    expect(currentParams().get('status')).toBe('Captured');
  });

  it('saves the current filter under a name, selects it and reloads the list', async () => {
    const created = makeSavedFilter({
      id: LOOKUP_IDS.filterNew,
      externalId: LOOKUP_IDS.filterNew,
      name: 'Big EUR',
      filter: { currency: ['EUR'], amountFrom: 100000 },
    });
    api.on(createSavedFilter, () => {
      saved = [...saved, created];
      return created;
    });
    const view = renderLookup('tenant', tenantAgent, '?currency=EUR&amountFrom=100000&pageIndex=2');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(listSavedFilters)).toHaveLength(1));

    await view.events.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current filter' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo(createSavedFilter)).toHaveLength(0);

    await view.events.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Big EUR{Enter}');
    await waitFor(() => expect(api.callsTo(createSavedFilter)).toHaveLength(1));
    expect(api.callsTo(createSavedFilter)[0]!.body).toEqual({
      name: 'Big EUR',
      filter: { currency: ['EUR'], amountFrom: 100000 },
    });
    expect(await screen.findByText(SAVED_FILTER_MESSAGES.saved)).toBeInTheDocument();
    expect(SAVED_FILTER_MESSAGES.saved).toBe('Filter saved successfully');
    await waitFor(() => expect(currentParams().get('savedFilter')).toBe(LOOKUP_IDS.filterNew));
    await waitFor(() => expect(api.callsTo(listSavedFilters)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Saved filter' })).toHaveTextContent('Big EUR'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a success message goes after 3 s', async () => {
    api.on(updateSavedFilter, ({ params }) => ({ ...saved[0]!, externalId: params.externalId }));
    const view = renderLookup(
      'tenant',
      tenantAgent,
      `?savedFilter=${LOOKUP_IDS.filterWeekly}&status=Refunded`,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await view.events.click(screen.getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Filter updated successfully')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SAVED_FILTER_MESSAGE_MS - 200));
      expect(screen.getByText('Filter updated successfully')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(400));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByText('Filter updated successfully')).not.toBeInTheDocument());
    expect(SAVED_FILTER_MESSAGE_MS).toBe(3000);
  });

  it('updates the chosen one with the current filter', async () => {
    api.on(updateSavedFilter, ({ params }) => ({ ...saved[0]!, externalId: params.externalId }));
    const view = renderLookup(
      'tenant',
      tenantAgent,
      `?savedFilter=${LOOKUP_IDS.filterWeekly}&status=Refunded&startDate=`,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    await view.events.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Filter updated successfully')).toBeInTheDocument();
    const call = api.callsTo(updateSavedFilter)[0]!;
    expect(call.params).toEqual({ externalId: LOOKUP_IDS.filterWeekly });
    expect(call.body).toEqual({ name: 'Weekly captures', filter: { status: ['Refunded'] } });
    await waitFor(() => expect(api.callsTo(listSavedFilters)).toHaveLength(2));
  });

  it('deletes the chosen one after a confirmation, clears the selection and reloads the list', async () => {
    api.on(deleteSavedFilter, ({ params }) => {
      saved = saved.filter((f) => f.externalId !== params.externalId);
      return { deleted: true };
    });
    const view = renderLookup(
      'tenant',
      tenantAgent,
      `?savedFilter=${LOOKUP_IDS.filterDeclines}&status=Declined`,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    await view.events.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved filter' });
    expect(dialog).toHaveTextContent(
      'Delete the saved filter "Declines"? The transactions are not affected.',
    );
    await view.events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(deleteSavedFilter)).toHaveLength(0);

    await view.events.click(screen.getByRole('button', { name: 'Delete' }));
    await view.events.click(
      within(await screen.findByRole('dialog', { name: 'Delete saved filter' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Filter deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(deleteSavedFilter)[0]!.params).toEqual({ externalId: LOOKUP_IDS.filterDeclines });
    await waitFor(() => expect(currentParams().get('savedFilter')).toBeNull());
    await waitFor(() => expect(api.callsTo(listSavedFilters)).toHaveLength(2));
    // The closing dialog keeps the page aria-hidden until its exit transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await view.events.click(screen.getByRole('combobox', { name: 'Saved filter' }));
    expect(
      within(screen.getByRole('listbox')).queryByRole('option', { name: 'Declines' }),
    ).not.toBeInTheDocument();
  });

  it('says when the saved filters could not be loaded', async () => {
    api.on(listSavedFilters, errorResponse(500, 'Boom'));
    renderLookup('tenant', tenantAgent);
    expect(await screen.findByText('Failed to load saved filters')).toBeInTheDocument();
    // The lookup itself still works.
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
  });

  it('says when a save, an update or a delete failed, and keeps the selection', async () => {
    api.on(createSavedFilter, errorResponse(409, 'A filter with this name exists'));
    api.on(updateSavedFilter, errorResponse(500, 'Boom'));
    api.on(deleteSavedFilter, errorResponse(500, 'Boom'));
    const view = renderLookup('tenant', tenantAgent, `?savedFilter=${LOOKUP_IDS.filterWeekly}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());

    await view.events.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current filter' });
    await view.events.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weekly captures{Enter}');
    expect(await screen.findByText('Failed to save filter')).toBeInTheDocument();
    // The dialog stays, to pick another name.
    expect(screen.getByRole('dialog', { name: 'Save the current filter' })).toBeInTheDocument();
    await view.events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.events.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update filter')).toBeInTheDocument();

    await view.events.click(screen.getByRole('button', { name: 'Delete' }));
    await view.events.click(
      within(await screen.findByRole('dialog', { name: 'Delete saved filter' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete filter')).toBeInTheDocument();
    expect(currentParams().get('savedFilter')).toBe(LOOKUP_IDS.filterWeekly);
  });

  /** Saves the current filter under a name from the tenant's lookup; the dialog stays to be read. */
  async function saveAsNew(filterName: string) {
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current filter' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await view.events.type(name, `${filterName}{Enter}`);
    return { view, dialog, name };
  }

  it("shows why the server refused a duplicate name on the name field, besides the spec's toast", async () => {
    api.on(
      createSavedFilter,
      errorResponse(409, 'A saved filter with this name already exists', 'SAVED_FILTER_NAME_TAKEN'),
    );
    const { view, dialog, name } = await saveAsNew('weekly CAPTURES');

    expect(await screen.findByText('Failed to save filter')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('A saved filter with this name already exists'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Another name: the refusal of the old one goes.
    await view.events.type(name, ' 2');
    expect(within(dialog).queryByText('A saved filter with this name already exists')).toBeNull();
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('leaves the name field alone for a refusal that is not about the name', async () => {
    api.on(createSavedFilter, errorResponse(409, 'The filter cannot be saved now', 'CONFLICT'));
    const { dialog, name } = await saveAsNew('weekly CAPTURES');

    expect(await screen.findByText('Failed to save filter')).toBeInTheDocument();
    expect(within(dialog).queryByText('The filter cannot be saved now')).toBeNull();
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a name the contract does not allow, before any call', async () => {
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await view.events.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current filter' });
    await view.events.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'EUR <script>{Enter}');
    expect(within(dialog).getByText('Letters, digits, spaces, - and _ only')).toBeInTheDocument();
    expect(api.callsTo(createSavedFilter)).toHaveLength(0);
  });
});
