import {
  crmTransactions,
  listPlatformTransactions,
} from '@paydesk/contracts/transactions/transaction.endpoints';
import {
  getLookupColumns,
  saveLookupColumns,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTransaction, pageOf } from '../../../test/fixtures/lookup-fixtures';
import { merchantAdmin, platformAdmin, tenantAgent } from '../../../test/fixtures/users';
import { currentPath, lookupRows, renderLookup, serveLookupOptions } from '../../../test/lookup-render';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  serveLookupOptions(api);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const list = () => screen.getByRole('list', { name: 'Columns' });
const lineNames = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const checked = () =>
  within(list())
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.getAttribute('aria-label'));

describe('lookup columns chooser', { timeout: 30_000 }, () => {
  it('starts from the saved columns, then the others; saves the chosen ones in order', async () => {
    api.on(getLookupColumns, { columns: ['amount', 'createdAt', 'status'] });
    api.on(saveLookupColumns, ({ body }) => body);
    const view = renderLookup('merchant', merchantAdmin, '', 'columns');
    expect(await screen.findByRole('heading', { name: 'Transaction lookup columns' })).toBeInTheDocument();
    expect(lineNames().slice(0, 4)).toEqual(['Amount', 'Created', 'Status', 'External id']);
    expect(checked()).toEqual(['Amount', 'Created', 'Status']);

    await view.events.click(screen.getByRole('checkbox', { name: 'Tenant' }));
    await view.events.click(screen.getByRole('button', { name: 'Move Created up' }));
    // From the keyboard: focus the button, press Enter.
    screen.getByRole('button', { name: 'Move Status down' }).focus();
    await view.events.keyboard('{Enter}');
    await view.events.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(lineNames().slice(0, 4)).toEqual(['Created', 'Amount', 'External id', 'Status']);
    expect(checked()).toEqual(['Created', 'Status', 'Tenant']);
    expect(screen.getByRole('button', { name: 'Move Created up' })).toBeDisabled();

    await view.events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Columns saved')).toBeInTheDocument();
    expect(api.callsTo(saveLookupColumns)[0]!.body).toEqual({
      columns: ['createdAt', 'status', 'tenantName'],
    });
  });

  it('resets to the defaults, refuses to save no column, and says when saving failed', async () => {
    api.on(getLookupColumns, { columns: ['amount'] });
    api.on(saveLookupColumns, errorResponse(500, 'Boom'));
    const view = renderLookup('tenant', tenantAgent, '', 'columns');
    await screen.findByRole('list', { name: 'Columns' });
    await view.events.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(screen.getByText('Choose at least one column')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await view.events.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(checked()).toEqual([
      'Created',
      'External id',
      'Customer',
      'Type',
      'Status',
      'Amount',
      'Payment method',
      'Card',
    ]);
    await view.events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The columns could not be saved. Please try again.')).toBeInTheDocument();
    expect((api.callsTo(saveLookupColumns)[0]!.body as { columns: string[] }).columns).toHaveLength(8);
  });

  it('the lookup uses the columns just saved, and the chooser links back to it', async () => {
    api.on(saveLookupColumns, ({ body }) => body);
    api.on(listPlatformTransactions, pageOf([makeTransaction()]));
    const view = renderLookup('platform', platformAdmin, '', 'columns');
    await screen.findByRole('list', { name: 'Columns' });
    await view.events.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    for (const name of ['External id', 'Customer', 'Type', 'Payment method', 'Card']) {
      await view.events.click(screen.getByRole('checkbox', { name }));
    }
    await view.events.click(screen.getByRole('checkbox', { name: 'Tenant' }));
    await view.events.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Columns saved');

    await view.events.click(screen.getByRole('link', { name: 'Back to the lookup' }));
    expect(currentPath()).toBe('/platform/transaction-management/transaction-lookup');
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    const headers = within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Created', 'Status', 'Amount', 'Tenant']);
    // Saved once, read once: the lookup took the saved columns from the cache.
    expect(api.callsTo(getLookupColumns)).toHaveLength(1);
    expect(api.callsTo(crmTransactions.list)).toHaveLength(0);
  });

  it('the lookup offers the chooser to users who may choose columns', async () => {
    api.on(crmTransactions.list, pageOf([makeTransaction()]));
    const view = renderLookup('tenant', tenantAgent);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    // tenantAgent lacks CRM.Transaction.LookupColumns.
    expect(screen.queryByRole('link', { name: 'Columns' })).not.toBeInTheDocument();
    view.unmount();

    api.on(listPlatformTransactions, pageOf([makeTransaction()]));
    const platform = renderLookup('platform', platformAdmin);
    await waitFor(() => expect(lookupRows()).toHaveLength(1));
    await platform.events.click(screen.getByRole('link', { name: 'Columns' }));
    expect(currentPath()).toBe('/platform/transaction-management/transaction-lookup-columns');
  });

  it('shows the defaults, with a warning, when the saved columns could not be read', async () => {
    api.on(getLookupColumns, errorResponse(500, 'Boom'));
    renderLookup('merchant', merchantAdmin, '', 'columns');
    expect(
      await screen.findByText('Your columns could not be loaded; the defaults are shown.'),
    ).toBeInTheDocument();
    expect(checked()).toHaveLength(8);
    // A merchant's "Customer" is the payer.
    expect(checked()).toContain('Payer');
    expect(checked()).not.toContain('Customer');
  });
});
