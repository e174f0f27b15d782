import { getActiveCustomers, getActivePaymentMethods } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  getMerchantPayoutLimits,
  getTenantPayoutLimits,
  putMerchantPayoutLimits,
  putTenantPayoutLimits,
} from '@paydesk/contracts/payout-limits/payout-limits.endpoints';
import { PAYOUT_LIMIT_MESSAGES } from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import { crmTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { CURRENCIES } from '../../../test/fixtures/detail-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { type ApiCall, jsonResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { openPendingPayments } from '../testing/detail-render';

const BOLT = '00000000-0000-4000-8000-00000000b017';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getCurrenciesAll, CURRENCIES);
  api.on(getActiveCustomers, { '00000000-0000-4000-8000-00000000ac00': 'Acme Ltd', [BOLT]: 'Bolt Bikes' });
  api.on(getActivePaymentMethods, [{ id: 'Card', name: 'Cards' }]);
  api.on(crmTransactions.list, { count: 0, countIsCapped: false, data: [] });
  localSettings.setSystemMode('Live');
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const TENANT_LIMITS = {
  merchantId: null,
  limits: [{ currency: 'EUR', perPayout: 1_000_000, perDay: 5_000_000 }],
};

async function openDialog(user = tenantAdmin) {
  const view = openPendingPayments(user, 'tenant');
  await view.events.click(await screen.findByRole('button', { name: 'Payout limits' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payout limits' });
  return { ...view, dialog };
}

/** An amount pasted rather than typed key by key: the same change, one render. */
async function paste(
  events: ReturnType<typeof openPendingPayments>['events'],
  field: HTMLElement,
  text: string,
) {
  await events.click(field);
  await events.paste(text);
}

describe('payout limits dialog', { timeout: 40_000 }, () => {
  it('is offered only to staff who may set the limits', async () => {
    openPendingPayments({ ...tenantAdmin, permissions: ['CRM.Payments.Pending'] }, 'tenant');
    expect(await screen.findByRole('heading', { name: 'Pending payments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payout limits' })).not.toBeInTheDocument();
  });

  it("edits the tenant default in the currency's major units and saves minor units", async () => {
    api.on(getTenantPayoutLimits, TENANT_LIMITS);
    api.on(putTenantPayoutLimits, (call: ApiCall) => ({ merchantId: null, ...(call.body as object) }));
    const { dialog, events } = await openDialog();
    const perPayout = await within(dialog).findByRole('textbox', { name: 'Per payout' });
    expect(perPayout).toHaveValue('10000,00');
    expect(within(dialog).getByRole('textbox', { name: 'Per day (UTC)' })).toHaveValue('50000,00');
    await events.clear(perPayout);
    await paste(events, perPayout, '2500,5');
    await events.click(within(dialog).getByRole('button', { name: 'Add a currency' }));
    const currencies = within(dialog).getAllByRole('combobox', { name: 'Currency' });
    await events.click(currencies[1] as HTMLElement);
    await events.click(await screen.findByRole('option', { name: 'JPY – Yen' }));
    const perDays = within(dialog).getAllByRole('textbox', { name: 'Per day (UTC)' });
    await paste(events, perDays[1] as HTMLElement, '300000');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout limits saved')).toBeInTheDocument();
    expect(api.callsTo(putTenantPayoutLimits)[0]?.body).toEqual({
      limits: [
        { currency: 'EUR', perPayout: 250_050, perDay: 5_000_000 },
        { currency: 'JPY', perPayout: null, perDay: 300_000 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the rows with the same schema as the server before sending', async () => {
    api.on(getTenantPayoutLimits, TENANT_LIMITS);
    const { dialog, events } = await openDialog();
    const perPayout = await within(dialog).findByRole('textbox', { name: 'Per payout' });
    await events.clear(perPayout);
    await paste(events, perPayout, '60000');
    await events.click(within(dialog).getByRole('button', { name: 'Add a currency' }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PAYOUT_LIMIT_MESSAGES.perPayoutAboveDay)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a currency')).toBeInTheDocument();
    expect(api.callsTo(putTenantPayoutLimits)).toHaveLength(0);
  });

  it("reads and saves a merchant's own limits, empty amounts inheriting, and shows the server's field messages", async () => {
    api.on(getTenantPayoutLimits, TENANT_LIMITS);
    api.on(getMerchantPayoutLimits, { merchantId: BOLT, limits: [] });
    api.on(putMerchantPayoutLimits, () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid',
            details: [{ field: 'body.limits.0.currency', message: PAYOUT_LIMIT_MESSAGES.currencyUnknown }],
          },
        },
        400,
      ),
    );
    const { dialog, events } = await openDialog();
    await within(dialog).findByRole('textbox', { name: 'Per payout' });
    await events.click(within(dialog).getByRole('combobox', { name: 'Limits of' }));
    await events.click(await screen.findByRole('option', { name: 'Bolt Bikes' }));
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Per payout' })).toBeNull());
    expect(api.callsTo(getMerchantPayoutLimits)[0]?.params).toEqual({ merchantId: BOLT });
    expect(within(dialog).getByText(/An empty amount uses the tenant's default/)).toBeInTheDocument();
    await events.click(await within(dialog).findByRole('button', { name: 'Add a currency' }));
    await events.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await events.click(await screen.findByRole('option', { name: 'BHD – Bahraini dinar' }));
    await paste(events, within(dialog).getByRole('textbox', { name: 'Per payout' }), '1.2345');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount with at most 3 decimals')).toBeInTheDocument();
    const perPayout = within(dialog).getByRole('textbox', { name: 'Per payout' });
    await events.clear(perPayout);
    await paste(events, perPayout, '1.234');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(putMerchantPayoutLimits)).toHaveLength(1));
    expect(api.callsTo(putMerchantPayoutLimits)[0]?.body).toEqual({
      limits: [{ currency: 'BHD', perPayout: 1234, perDay: null }],
    });
    expect(await within(dialog).findByText(PAYOUT_LIMIT_MESSAGES.currencyUnknown)).toBeInTheDocument();
  });
});
