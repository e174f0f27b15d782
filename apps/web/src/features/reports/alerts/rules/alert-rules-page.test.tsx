import { alertRuleCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { AlertRule } from '@paydesk/contracts/alerts/alert.schemas';
import {
  getActiveCustomers,
  getActivePaymentMethods,
  getServiceProviders,
} from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  getCurrenciesAll,
  getTenantsAll,
} from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../../../lib/dates/time-zones';
import {
  ACTIVE_CUSTOMERS,
  CURRENCIES,
  LOOKUP_IDS,
  PAYMENT_METHODS,
  SERVICE_PROVIDERS,
} from '../../../../test/fixtures/lookup-fixtures';
import { platformAdmin, tenantAdmin } from '../../../../test/fixtures/users';
import { jsonResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { renderWithUser } from '../../../../test/render-with-user';
import { AlertRulesScreen } from '../../pages/report-screens';

const RULE_ID = 'c3c3c3c3-3333-4333-8333-333333333333';
const rule = (overrides: Partial<AlertRule> = {}): AlertRule => ({
  id: RULE_ID,
  tenantId: LOOKUP_IDS.northwind,
  tenantName: 'Northwind Payments',
  name: 'Declines over 20 %',
  metric: 'DeclineRatio',
  comparator: 'Above',
  threshold: 20,
  windowMinutes: 15,
  minSample: 20,
  pendingForMinutes: 5,
  cooldownMinutes: 30,
  mode: 'Live',
  filters: { merchantId: LOOKUP_IDS.acme, currency: 'EUR' },
  channels: ['InApp', 'Email'],
  enabled: true,
  pending: 1,
  firing: 2,
  lastEvaluatedAt: '2026-12-06T09:15:00.000Z',
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  ...overrides,
});

const render = (user = tenantAdmin) =>
  renderWithUser(<AlertRulesScreen />, user, {
    route: '/crm/settings/alerts/decline-pending-ratio',
  });
const table = () => screen.findByRole('table', { name: 'Alert rules' });
const ruleRow = async () => {
  await within(await table()).findByText('Declines over 20 %');
  return within(within(await table()).getAllByRole('row')[1] as HTMLElement);
};

let api: MockApi;
beforeEach(() => {
  storeConfiguredTimeZone('UTC');
  api = mockApi();
  api.on(alertRuleCalls.list, [rule()]);
  api.on(getActiveCustomers, ACTIVE_CUSTOMERS);
  api.on(getServiceProviders, SERVICE_PROVIDERS);
  api.on(getActivePaymentMethods, PAYMENT_METHODS);
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(getTenantsAll, [{ id: LOOKUP_IDS.northwind, name: 'Northwind Payments' }]);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the decline and pending ratio alert rules', { timeout: 30_000 }, () => {
  it('lists each rule with its condition, timings, filters, channels and merchants', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Decline and pending ratio alerts' }),
    ).toBeInTheDocument();
    const row = await ruleRow();
    expect(row.getByText('Decline ratio')).toBeInTheDocument();
    expect(row.getByText('Above 20,0 %')).toBeInTheDocument();
    expect(row.getByText('15 min')).toBeInTheDocument();
    expect(row.getByText('30 min')).toBeInTheDocument();
    expect(await row.findByText('Merchant: Acme Retail; Currency: EUR')).toBeInTheDocument();
    expect(row.getByText('In-app notification, E-mail')).toBeInTheDocument();
    expect(row.getByText('1 pending, 2 firing')).toBeInTheDocument();
    expect(row.getByText('06/12/2026 09:15:00')).toBeInTheDocument();
    expect(row.getByRole('switch', { name: 'Enable Declines over 20 %' })).toBeChecked();
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    expect(api.callsTo(alertRuleCalls.list)[0]?.query.toString()).toBe('');
  });

  it('shows platform staff the tenant of each rule, and asks which tenant a new rule is for', async () => {
    const view = render(platformAdmin);
    const row = await ruleRow();
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    expect(row.getByText('Northwind Payments')).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an alert rule' });
    await view.events.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Slow payments');
    await view.events.type(within(dialog).getByRole('textbox', { name: /^Threshold/ }), '10');
    await view.events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the tenant')).toBeInTheDocument();
    expect(api.callsTo(alertRuleCalls.create)).toHaveLength(0);
    await view.events.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Tenant/ }),
      LOOKUP_IDS.northwind,
    );
    api.on(alertRuleCalls.create, (call) => rule({ ...(call.body as object), id: RULE_ID }));
    await view.events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(alertRuleCalls.create)).toHaveLength(1));
    expect(api.callsTo(alertRuleCalls.create)[0]?.body).toMatchObject({ tenantId: LOOKUP_IDS.northwind });
  });

  it('checks the form with the contract: a name, a ratio of at most 100, a channel', async () => {
    api.on(alertRuleCalls.create, (call) => rule({ ...(call.body as object) }));
    const view = render();
    await ruleRow();
    await view.events.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an alert rule' }));
    await view.events.type(dialog.getByRole('textbox', { name: /^Threshold \(%\)/ }), '150');
    await view.events.click(dialog.getByRole('checkbox', { name: 'In-app notification' }));
    await view.events.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a name')).toBeInTheDocument();
    expect(dialog.getByText('A ratio is at most 100 %')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one channel')).toBeInTheDocument();
    expect(api.callsTo(alertRuleCalls.create)).toHaveLength(0);

    await view.events.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Pending payments');
    await view.events.selectOptions(dialog.getByRole('combobox', { name: /^Metric/ }), 'PendingRatio');
    const threshold = dialog.getByRole('textbox', { name: /^Threshold/ });
    await view.events.clear(threshold);
    await view.events.type(threshold, '12.5');
    await view.events.click(dialog.getByRole('checkbox', { name: 'E-mail' }));
    await view.events.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(alertRuleCalls.create)).toHaveLength(1));
    expect(api.callsTo(alertRuleCalls.create)[0]?.body).toEqual({
      name: 'Pending payments',
      metric: 'PendingRatio',
      comparator: 'Above',
      threshold: 12.5,
      windowMinutes: 15,
      minSample: 20,
      pendingForMinutes: 5,
      cooldownMinutes: 30,
      mode: 'Live',
      filters: {},
      channels: ['Email'],
      enabled: true,
    });
    expect(await screen.findByText('The rule Pending payments was added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a rule, showing the server’s field messages on their fields', async () => {
    let answer: Response | null = jsonResponse(
      {
        error: {
          code: 'VALIDATION',
          message: 'Invalid',
          details: [{ field: 'body.name', message: 'That name is taken' }],
        },
      },
      400,
    );
    api.on(alertRuleCalls.update, (call) => answer ?? rule({ ...(call.body as object) }));
    const view = render();
    await ruleRow();
    await view.events.click(screen.getByRole('button', { name: 'Edit Declines over 20 %' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the rule Declines over 20 %' }));
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Declines over 20 %');
    const windowField = dialog.getByRole('textbox', { name: /^Window/ });
    await view.events.clear(windowField);
    await view.events.type(windowField, '60');
    await view.events.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('That name is taken')).toBeInTheDocument();
    answer = null;
    await view.events.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(alertRuleCalls.update)).toHaveLength(2));
    const call = api.callsTo(alertRuleCalls.update)[1];
    expect(call?.params).toEqual({ ruleId: RULE_ID });
    expect(call?.body).toMatchObject({
      name: 'Declines over 20 %',
      windowMinutes: 60,
      filters: { merchantId: LOOKUP_IDS.acme, currency: 'EUR' },
      channels: ['InApp', 'Email'],
    });
    expect(await screen.findByText('The rule Declines over 20 % was saved')).toBeInTheDocument();
  });

  it('switches a rule off with its settings as they are', async () => {
    api.on(alertRuleCalls.update, (call) => rule({ ...(call.body as object) }));
    const view = render();
    const row = await ruleRow();
    await view.events.click(row.getByRole('switch', { name: 'Enable Declines over 20 %' }));
    await waitFor(() => expect(api.callsTo(alertRuleCalls.update)).toHaveLength(1));
    expect(api.callsTo(alertRuleCalls.update)[0]?.body).toMatchObject({
      name: 'Declines over 20 %',
      threshold: 20,
      enabled: false,
    });
    expect(await screen.findByText('The rule Declines over 20 % is off')).toBeInTheDocument();
  });

  it('deletes a rule once confirmed', async () => {
    api.on(alertRuleCalls.delete, { deleted: true });
    const view = render();
    await ruleRow();
    await view.events.click(screen.getByRole('button', { name: 'Delete Declines over 20 %' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete the rule?' }));
    expect(confirm.getByText(/The rule Declines over 20 % is deleted/)).toBeInTheDocument();
    expect(api.callsTo(alertRuleCalls.delete)).toHaveLength(0);
    await view.events.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(alertRuleCalls.delete)).toHaveLength(1));
    expect(api.callsTo(alertRuleCalls.delete)[0]?.params).toEqual({ ruleId: RULE_ID });
    expect(await screen.findByText('The rule Declines over 20 % was deleted')).toBeInTheDocument();
  });
});
