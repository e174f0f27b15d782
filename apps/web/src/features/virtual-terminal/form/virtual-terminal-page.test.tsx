import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import {
  crmVirtualTerminalOptions,
  crmVirtualTerminalPayment,
  merchantVirtualTerminalOptions,
  merchantVirtualTerminalPayment,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.endpoints';
import { VIRTUAL_TERMINAL_MESSAGES as M } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import { merchantAdmin, sandboxMerchant, tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, jsonResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { VirtualTerminalPage } from './virtual-terminal-page';

const MERCHANT = '11111111-1111-4111-8111-111111111111';
const WEBSITE = '22222222-2222-4222-8222-222222222222';
const TRANSACTION = '33333333-3333-4333-8333-333333333333';
const PAN = '4111111111111111';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  const options = {
    websites: [{ id: WEBSITE, name: 'Acme shop', url: 'https://shop.example.test' }],
    currencies: [
      { code: 'EUR', decimalPlaces: 2, brands: ['Visa', 'Mastercard'] },
      { code: 'JPY', decimalPlaces: 0, brands: ['Visa'] },
    ],
  };
  api.on(merchantVirtualTerminalOptions, options);
  api.on(crmVirtualTerminalOptions, options);
  api.on(getActiveCustomers, { [MERCHANT]: 'Acme Retail Ltd' });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const result = (overrides = {}) => ({
  transactionId: TRANSACTION,
  externalId: 'ORDER-1',
  status: 'Captured',
  outcome: 'Approved',
  responseCode: '00',
  responseMessage: 'Approved',
  declineReason: null,
  amount: 1250,
  currency: 'EUR',
  cardMasked: '411111******1111',
  cardBrand: 'Visa',
  ...overrides,
});

type View = ReturnType<typeof renderWithUser>;

async function choose(view: View, label: string, option: string) {
  await view.events.click(screen.getByRole('combobox', { name: label }));
  await view.events.click(await screen.findByRole('option', { name: option }));
}

/**
 * Puts each value into its field as one paste (after clearing it): the form is drawn again on each
 * change, and a value typed key by key drew it once per character (the file took a minute).
 */
async function fill(view: View, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await view.events.clear(input);
    if (value) await view.events.paste(value);
  }
}

function nextYear(): string {
  return String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
}

async function fillValid(view: View) {
  await choose(view, 'Website', 'Acme shop');
  await choose(view, 'Currency', 'EUR');
  await fill(view, {
    Amount: '12.50',
    'Card number': '4111 1111 1111 1111',
    'Expiry (MM/YY)': `12/${nextYear()}`,
    'Security code': '737',
    'Cardholder name': 'Jane Doe',
    'Customer e-mail': 'jane@example.test',
    'Order reference': 'ORDER-1',
  });
}

const LIVE_TITLE = 'Take a live payment?';

/** Take payment, and confirm it in the Live question (the fixtures' merchant and staff pay Live). */
async function takeLivePayment(view: View) {
  await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
  const confirm = await screen.findByRole('alertdialog', { name: LIVE_TITLE });
  await view.events.click(within(confirm).getByRole('button', { name: 'Take live payment' }));
  // The question stays (busy) until the answer, then closes.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('virtual terminal', { timeout: 30_000 }, () => {
  it('checks the card, expiry, code and amount on their fields before sending', async () => {
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await choose(view, 'Website', 'Acme shop');
    await choose(view, 'Currency', 'JPY');
    expect(screen.getByText('Cards taken: Visa')).toBeInTheDocument();
    await fill(view, {
      Amount: '15.5',
      'Card number': '4111 1111 1111 1112',
      'Expiry (MM/YY)': '01/20',
      'Security code': '12',
      'Customer e-mail': 'nope',
    });
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText(M.cardNumber)).toBeInTheDocument();
    expect(screen.getByText('The card has expired')).toBeInTheDocument();
    expect(screen.getByText(M.cvc)).toBeInTheDocument();
    expect(screen.getByText('This currency takes at most 0 decimal places')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(0);
  });

  it('refuses an amount above 1.000.000 in the currency, and names a card brand it does not take', async () => {
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    expect(screen.getByText('In EUR, up to 2 decimal places, at most 1.000.000,00')).toBeInTheDocument();
    await fill(view, { Amount: '99999999999.00', 'Card number': '6011 1111 1111 1117' });
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('The amount cannot exceed 1.000.000,00 EUR')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Discover cards are not accepted: Visa, Mastercard, American Express and Maestro cards are',
      ),
    ).toBeInTheDocument();
    // One cent over, in the portal's own format, is refused too; the cap itself is not.
    await fill(view, { Amount: '1.000.000,01', 'Card number': PAN });
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('The amount cannot exceed 1.000.000,00 EUR')).toBeInTheDocument();
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(0);

    await choose(view, 'Currency', 'JPY');
    await fill(view, { Amount: '1000001' });
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('The amount cannot exceed 1.000.000 JPY')).toBeInTheDocument();
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(0);
  });

  it('sends the payment, shows the result with a link to the transaction, and forgets the card', async () => {
    api.on(merchantVirtualTerminalPayment, result());
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await takeLivePayment(view);
    expect(await screen.findByText('Payment captured')).toBeInTheDocument();
    const [call] = api.callsTo(merchantVirtualTerminalPayment);
    expect(call?.body).toEqual({
      websiteId: WEBSITE,
      amount: '12.50',
      currency: 'EUR',
      cardNumber: PAN,
      expiry: `12/${nextYear()}`,
      cvc: '737',
      cardholderName: 'Jane Doe',
      customerEmail: 'jane@example.test',
      orderReference: 'ORDER-1',
      captureMode: 'Sale',
    });
    expect(call?.headers['idempotency-key'] ?? call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Open the transaction' })).toHaveAttribute(
      'href',
      `/merchant/transaction-management/transaction-lookup/${TRANSACTION}`,
    );
    // Nothing of the card is kept: not in the URL, not in the query or mutation caches.
    expect(window.location.href).not.toContain(PAN);
    const caches = JSON.stringify([
      view.queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
      view.queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state.variables),
    ]);
    expect(caches).not.toContain(PAN);
    expect(caches).not.toContain('737');

    await view.events.click(screen.getByRole('button', { name: 'New payment' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Security code')).toHaveValue('');
  });

  it('shows a decline with its reason', async () => {
    api.on(
      merchantVirtualTerminalPayment,
      result({
        status: 'Declined',
        outcome: 'Declined',
        responseCode: '51',
        declineReason: 'Insufficient funds',
      }),
    );
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await takeLivePayment(view);
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    expect(screen.getByText('Reason: Insufficient funds (code 51)')).toBeInTheDocument();
  });

  it("puts the server's field messages on their fields, with the card fields emptied for a retry", async () => {
    api.on(
      merchantVirtualTerminalPayment,
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'The request is not valid',
            details: [{ field: 'body.cardNumber', message: 'The merchant does not take Visa cards in EUR' }],
          },
        },
        400,
      ),
    );
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await takeLivePayment(view);
    expect(await screen.findByText('The merchant does not take Visa cards in EUR')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveValue('12.50');
  });

  it('keeps the Idempotency-Key while the payment is in flight, and takes a new one after a refusal', async () => {
    const answers = [
      errorResponse(409, 'The same request is still being processed', 'ACTION_IN_FLIGHT'),
      errorResponse(409, M.orderReferenceTaken, 'ORDER_REFERENCE_TAKEN'),
      result(),
    ];
    api.on(merchantVirtualTerminalPayment, () => answers.shift());
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    const send = async () => {
      await fill(view, { 'Card number': PAN, 'Expiry (MM/YY)': `12/${nextYear()}`, 'Security code': '737' });
      await takeLivePayment(view);
    };
    await fillValid(view);
    await takeLivePayment(view);
    expect(await screen.findByText('The same request is still being processed')).toBeInTheDocument();
    await send();
    expect(await screen.findByText(M.orderReferenceTaken)).toBeInTheDocument();
    await send();
    expect(await screen.findByText('Payment captured')).toBeInTheDocument();
    const keys = api
      .callsTo(merchantVirtualTerminalPayment)
      .map((call) => call.headers['idempotency-key'] ?? call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('lets staff choose the merchant, whose websites and currencies it then offers', async () => {
    api.on(crmVirtualTerminalPayment, result({ status: 'Approved' }));
    const view = renderWithUser(<VirtualTerminalPage area="tenant" />, tenantAdmin);
    expect(screen.getByRole('combobox', { name: 'Website' })).toHaveAttribute('aria-disabled', 'true');
    await choose(view, 'Merchant', 'Acme Retail Ltd');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo(crmVirtualTerminalOptions)[0]?.query ?? [])).toEqual({
        merchantId: MERCHANT,
      }),
    );
    await fillValid(view);
    await view.events.click(screen.getByLabelText('Authorise only (capture later)'));
    await takeLivePayment(view);
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(api.callsTo(crmVirtualTerminalPayment)[0]?.body).toMatchObject({
      merchantId: MERCHANT,
      captureMode: 'AuthoriseOnly',
    });
    expect(screen.getByRole('link', { name: 'Open the transaction' })).toHaveAttribute(
      'href',
      `/transaction-management/transaction-lookup/${TRANSACTION}`,
    );
  });

  it('asks before a Live payment, naming the amount, the card (brand and last four only) and the mode', async () => {
    api.on(merchantVirtualTerminalPayment, result());
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await fill(view, { Amount: '1234,5' });
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    const confirm = await screen.findByRole('alertdialog', { name: LIVE_TITLE });
    expect(confirm).toHaveTextContent("This is a real payment on the customer's card, not a test.");
    expect(within(confirm).getByText('Amount: 1.234,50 EUR')).toBeInTheDocument();
    expect(within(confirm).getByText('Card: Visa ending in 1111')).toBeInTheDocument();
    expect(within(confirm).getByText('Mode: Live')).toBeInTheDocument();
    // Never the full number, in any spelling.
    const shown = confirm.textContent ?? '';
    expect(shown.replace(/\D/g, '')).not.toContain(PAN);
    expect(shown).not.toContain('737');
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(0);
  });

  it('sends nothing when the Live payment is cancelled, and keeps the form as typed', async () => {
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    const confirm = await screen.findByRole('alertdialog', { name: LIVE_TITLE });
    await view.events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(0);
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Amount')).toHaveValue('12.50');
  });

  it('sends a confirmed Live payment exactly once, the question busy until the answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on(merchantVirtualTerminalPayment, () => new Promise((resolve) => (answer = resolve)));
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    const confirm = await screen.findByRole('alertdialog', { name: LIVE_TITLE });
    const yes = within(confirm).getByRole('button', { name: 'Take live payment' });
    await view.events.click(yes);
    await waitFor(() => expect(yes).toBeDisabled());
    expect(within(confirm).getByText('Card: Visa ending in 1111')).toBeInTheDocument();
    fireEvent.click(yes);
    answer(result());
    expect(await screen.findByText('Payment captured')).toBeInTheDocument();
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sends a Test payment at once, without asking', async () => {
    localSettings.setSystemMode('Test');
    api.on(merchantVirtualTerminalPayment, result());
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, merchantAdmin);
    await fillValid(view);
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('Payment captured')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(merchantVirtualTerminalPayment)).toHaveLength(1);
  });

  it('does not ask a merchant in the sandbox, whose payments are Test whatever is stored', async () => {
    localSettings.setSystemMode('Live');
    api.on(merchantVirtualTerminalPayment, result());
    const view = renderWithUser(<VirtualTerminalPage area="merchant" />, sandboxMerchant);
    await fillValid(view);
    await view.events.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('Payment captured')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
