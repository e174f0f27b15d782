import { crmTransactions, merchantTransactions } from '@paydesk/contracts/transactions/transaction.endpoints';
import type { Transaction } from '@paydesk/contracts/transactions/transaction.schemas';
import {
  changeTransactionStatus,
  crmTransactionActions,
  merchantTransactionActions,
} from '@paydesk/contracts/transactions/transaction-actions.endpoints';
import { getReasons } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { readDynamicBreadcrumbs } from '../../../shell/navigation/dynamic-breadcrumbs';
import { makeDetails, makeTransaction, TX_IDS } from '../../../test/fixtures/detail-fixtures';
import { merchantAdmin, platformAdmin, tenantAdmin } from '../../../test/fixtures/users';
import { type ApiCall, errorResponse, jsonResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { openTransaction, serveTransaction } from '../testing/detail-render';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  localSettings.setSystemMode('Live');
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BALANCE = {
  currency: 'EUR',
  amount: 12550,
  capturedAmount: 12550,
  refundedAmount: 2500,
  refundableAmount: 10050,
};

function serve(area: TransactionArea, tx: Transaction) {
  const served = serveTransaction(api, area, tx);
  const reads = area === 'merchant' ? merchantTransactions : crmTransactions;
  api.on(reads.details, () => makeDetails(served.current()));
  api.on(reads.checkBalance, BALANCE);
  return served;
}

/** Opens the transaction, then the Actions menu. */
async function openMenu(user = merchantAdmin, area: TransactionArea = 'merchant', tx = makeTransaction()) {
  const view = openTransaction(user, area, tx.id);
  await view.events.click(await screen.findByRole('button', { name: 'Actions' }));
  return { ...view, menu: await screen.findByRole('menu') };
}

async function openAction(
  name: string,
  user = merchantAdmin,
  area: TransactionArea = 'merchant',
  tx = makeTransaction(),
) {
  const view = await openMenu(user, area, tx);
  await view.events.click(within(view.menu).getByRole('menuitem', { name }));
  return view;
}

const result = (tx: Transaction, created: Transaction | null = null) => ({ transaction: tx, created });

/** A free-text field pasted into rather than typed key by key: the same change, one render. */
async function paste(events: ReturnType<typeof openTransaction>['events'], field: HTMLElement, text: string) {
  await events.click(field);
  await events.paste(text);
}

/** Opens ORD-1001's refund dialog and sends the amount it is prefilled with (all that is left). */
async function refundInFull() {
  const { events } = await openAction('Refund');
  const dialog = await screen.findByRole('dialog', { name: 'Refund ORD-1001' });
  await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
  await events.click(within(dialog).getByRole('button', { name: 'Refund' }));
  return { events, dialog };
}

describe('actions menu', { timeout: 20_000 }, () => {
  it('offers exactly the actions the server allows', async () => {
    serve('merchant', makeTransaction());
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refund', 'Mark as refunded', 'Check status', 'Payout', 'Dispute']);
  });

  it('keeps the status change to platform staff', async () => {
    const tx = makeTransaction({
      status: 'Pending',
      availableActions: ['decline', 'approve', 'statusChange'],
    });
    serve('tenant', tx);
    const { menu } = await openMenu(tenantAdmin, 'tenant', tx);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Decline', 'Approve']);
  });

  it('shows a disabled menu when nothing is allowed', async () => {
    const tx = makeTransaction({ availableActions: [] });
    serve('merchant', tx);
    openTransaction(merchantAdmin, 'merchant', tx.id);
    expect(await screen.findByRole('button', { name: 'Actions' })).toBeDisabled();
    expect(screen.queryByText(/Switch to .* mode to act on it/)).toBeNull();
  });

  it('says why nothing is offered on a Test transaction while the portal is in Live mode', async () => {
    const tx = makeTransaction({ mode: 'Test', availableActions: [] });
    serve('tenant', tx);
    openTransaction(tenantAdmin, 'tenant', tx.id);
    expect(await screen.findByRole('button', { name: 'Actions' })).toBeDisabled();
    expect(
      screen.getByText('This is a Test transaction. Switch to Test mode to act on it.'),
    ).toBeInTheDocument();
  });
});

describe('refund dialog', { timeout: 20_000 }, () => {
  it('prefills the refundable amount, validates, and sends minor units with the action headers', async () => {
    const served = serve('merchant', makeTransaction());
    api.on(merchantTransactionActions.refund, () => {
      served.update({ refundedAmount: 5000, availableActions: ['refund'] });
      return result(served.current());
    });
    const { events } = await openAction('Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund ORD-1001' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    expect(amount).toHaveValue('100,50');
    expect(
      within(dialog).getByText('Up to 100,50 EUR. Use a comma or a point for decimals, e.g. 25,00.'),
    ).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Refund' });

    const typeAmount = async (text: string) => {
      await events.clear(amount);
      if (text) await events.type(amount, text);
    };
    await typeAmount('0');
    expect(within(dialog).getByText('The amount must be greater than zero')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await typeAmount('100,51');
    expect(within(dialog).getByText('The amount cannot be more than 100,50 EUR')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await typeAmount('10,125');
    expect(
      within(dialog).getByText('Enter an amount like 25,00, with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await typeAmount('25,00');
    await paste(events, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Charged twice');
    await events.click(submit);

    expect(await screen.findByText('Refund of 25,00 EUR sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsTo(merchantTransactionActions.refund);
    expect(call?.path).toBe(`/api/transactions/${TX_IDS.payment}/refunds`);
    expect(call?.body).toEqual({ amount: 2500, reason: 'Charged twice' });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
    expect(call?.headers['Request-Id']).toMatch(UUID);
    expect(call?.headers['Website-Id']).toBe(TX_IDS.website);
    expect(call?.headers.SystemMode).toBe('Live');
    expect(call?.headers.tenantId).toBeUndefined();
    // The transaction is read again: the header shows what the refund changed.
    await waitFor(() =>
      expect(within(screen.getByLabelText('Transaction summary')).getByText('50,00 EUR')).toBeInTheDocument(),
    );
    expect(api.callsTo(merchantTransactions.get).length).toBeGreaterThanOrEqual(2);
  });

  it('repeats the same Idempotency-Key when the first send failed on the network', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    let attempts = 0;
    api.on(merchantTransactionActions.refund, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : result(tx);
    });
    const { events, dialog } = await refundInFull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Refund ORD-1001' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of 100,50 EUR sent')).toBeInTheDocument();

    const [first, second] = api.callsTo(merchantTransactionActions.refund) as [ApiCall, ApiCall];
    expect(first.headers['Idempotency-Key']).toMatch(UUID);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(second.headers['Request-Id']).toBe(first.headers['Request-Id']);
    expect(second.body).toEqual(first.body);
  });

  it('gives a new key to a new dialog', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    api.on(merchantTransactionActions.refund, result(tx));
    const { events } = await refundInFull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await events.click(screen.getByRole('button', { name: 'Actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: 'Refund ORD-1001' });
    await within(again).findByRole('textbox', { name: 'Amount (EUR)' });
    await events.click(within(again).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo(merchantTransactionActions.refund)).toHaveLength(2));
    const [first, second] = api.callsTo(merchantTransactionActions.refund) as [ApiCall, ApiCall];
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it("shows the server's 409 message in the dialog", async () => {
    serve('merchant', makeTransaction());
    api.on(
      merchantTransactionActions.refund,
      errorResponse(409, 'The refund amount exceeds the amount left to refund', 'ACTION_REFUSED'),
    );
    const { dialog } = await refundInFull();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund amount exceeds the amount left to refund',
    );
    expect(screen.getByRole('dialog', { name: 'Refund ORD-1001' })).toBeInTheDocument();
  });

  it('sends a corrected amount after a refusal under a new key, as the refusal is kept under the old one', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    api.on(merchantTransactionActions.refund, (call: ApiCall) =>
      (call.body as { amount: number }).amount > 5000
        ? errorResponse(409, 'The refund amount exceeds the amount left to refund', 'ACTION_REFUSED')
        : result(tx),
    );
    const { events } = await openAction('Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund ORD-1001' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    await events.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await within(dialog).findByRole('alert');
    await events.clear(amount);
    await events.type(amount, '50,00');
    await events.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of 50,00 EUR sent')).toBeInTheDocument();
    const [refused, sent] = api.callsTo(merchantTransactionActions.refund) as [ApiCall, ApiCall];
    expect(refused.body).toEqual({ amount: 10050 });
    expect(sent.body).toEqual({ amount: 5000 });
    expect(sent.headers['Idempotency-Key']).not.toBe(refused.headers['Idempotency-Key']);
  });

  it('keeps the key when the same request was still in flight', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    let attempts = 0;
    api.on(merchantTransactionActions.refund, () => {
      attempts += 1;
      return attempts === 1
        ? errorResponse(409, 'The same request is still being processed', 'ACTION_IN_FLIGHT')
        : result(tx);
    });
    const { events, dialog } = await refundInFull();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The same request is still being processed',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of 100,50 EUR sent')).toBeInTheDocument();
    const [first, second] = api.callsTo(merchantTransactionActions.refund) as [ApiCall, ApiCall];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('tells an in-flight 409 by its code, not its words: a reworded message keeps the key too', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    let attempts = 0;
    api.on(merchantTransactionActions.refund, () => {
      attempts += 1;
      return attempts === 1 ? errorResponse(409, 'Still working on it', 'ACTION_IN_FLIGHT') : result(tx);
    });
    const { events, dialog } = await refundInFull();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Still working on it');
    await events.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of 100,50 EUR sent')).toBeInTheDocument();
    const [first, second] = api.callsTo(merchantTransactionActions.refund) as [ApiCall, ApiCall];
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('puts 400 field messages on their fields', async () => {
    serve('merchant', makeTransaction());
    api.on(
      merchantTransactionActions.refund,
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: [{ field: 'body.reason', message: 'Letters, digits and punctuation only' }],
          },
        },
        400,
      ),
    );
    const { dialog } = await refundInFull();
    expect(await within(dialog).findByText('Letters, digits and punctuation only')).toBeInTheDocument();
  });

  it('closes on Escape without sending', async () => {
    serve('merchant', makeTransaction());
    const { events } = await openAction('Refund');
    await screen.findByRole('dialog', { name: 'Refund ORD-1001' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(merchantTransactionActions.refund)).toHaveLength(0);
  });
});

describe('capture and payout dialogs', { timeout: 20_000 }, () => {
  it('captures at most the authorised amount in a currency without decimals', async () => {
    const tx = makeTransaction({
      status: 'Approved',
      currency: 'JPY',
      amount: 5000,
      baseAmount: 3100,
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['capture', 'void'],
    });
    serve('merchant', tx);
    api.on(merchantTransactions.checkBalance, {
      currency: 'JPY',
      amount: 5000,
      capturedAmount: 0,
      refundedAmount: 0,
      refundableAmount: 0,
    });
    api.on(
      merchantTransactionActions.capture,
      result({ ...tx, status: 'Captured', capturedAmount: 4000, availableActions: [] }),
    );
    const { events } = await openAction('Capture', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Capture ORD-1001' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount (JPY)' });
    expect(amount).toHaveValue('5000');
    await events.clear(amount);
    await events.type(amount, '4,5');
    expect(
      within(dialog).getByText('Enter a whole amount like 2500: JPY has no decimals'),
    ).toBeInTheDocument();
    // A point is a decimal point (spec §5): '4.000' is four with three decimals, never 4000.
    await events.clear(amount);
    await events.type(amount, '4.000');
    expect(
      within(dialog).getByText('Enter a whole amount like 2500: JPY has no decimals'),
    ).toBeInTheDocument();
    await events.clear(amount);
    await events.type(amount, '4000');
    await events.click(within(dialog).getByRole('button', { name: 'Capture' }));
    expect(await screen.findByText('Capture of 4.000 JPY sent')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionActions.capture)[0]?.body).toEqual({ amount: 4000 });
  });

  it('pays out at most the captured amount', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    api.on(merchantTransactionActions.payout, result(tx));
    const { events } = await openAction('Payout');
    const dialog = await screen.findByRole('dialog', { name: 'Pay out ORD-1001' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    expect(amount).toHaveValue('125,50');
    await events.clear(amount);
    await events.type(amount, '1.000,00');
    expect(within(dialog).getByText('The amount cannot be more than 125,50 EUR')).toBeInTheDocument();
    await events.clear(amount);
    await events.type(amount, '0,99');
    await events.click(within(dialog).getByRole('button', { name: 'Create payout' }));
    expect(await screen.findByText('Payout of 0,99 EUR created')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionActions.payout)[0]?.body).toEqual({ amount: 99 });
  });

  it("shows the server's payout limit refusal in the dialog", async () => {
    const message =
      "This payout exceeds the merchant's daily payout limit of 50.000,00 EUR (12.000,00 EUR left today)";
    serve('merchant', makeTransaction());
    api.on(merchantTransactionActions.payout, errorResponse(409, message, 'PAYOUT_DAILY_LIMIT_EXCEEDED'));
    const { events } = await openAction('Payout');
    const dialog = await screen.findByRole('dialog', { name: 'Pay out ORD-1001' });
    await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    await events.click(within(dialog).getByRole('button', { name: 'Create payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Pay out ORD-1001' })).toBeInTheDocument();
  });
});

describe('processor answers that are not a success (a 200 all the same)', { timeout: 20_000 }, () => {
  const authorised = () =>
    makeTransaction({
      status: 'Approved',
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['capture', 'void'],
    });

  it('tells a declined refund plainly, with the reason and code, and not as sent', async () => {
    const served = serve('merchant', makeTransaction());
    api.on(merchantTransactionActions.refund, () =>
      result(
        served.current(),
        makeTransaction({
          id: TX_IDS.refund,
          externalId: 'ORD-1001-R1',
          type: 'Refund',
          status: 'Declined',
          amount: 1051,
          parentId: TX_IDS.payment,
          responseCode: '51',
          responseMessage: 'Insufficient funds',
          availableActions: [],
        }),
      ),
    );
    const { events } = await openAction('Refund');
    const dialog = await screen.findByRole('dialog', { name: 'Refund ORD-1001' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    await events.clear(amount);
    await events.type(amount, '10,51');
    await events.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText('Refund of 10,51 EUR declined: Insufficient funds (code 51)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Refund of 10,51 EUR sent')).toBeNull();
    // The answer is final: the dialog closes and the transaction is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a refund the processor failed, with what to do', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    api.on(
      merchantTransactionActions.refund,
      result(
        tx,
        makeTransaction({
          id: TX_IDS.refund,
          type: 'Refund',
          status: 'Failed',
          parentId: TX_IDS.payment,
          responseCode: '91',
          responseMessage: 'Issuer or switch inoperative',
        }),
      ),
    );
    await refundInFull();
    expect(
      await screen.findByText(
        'Refund of 100,50 EUR failed: Issuer or switch inoperative (code 91). Nothing was refunded; you can try again.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a declined capture (the payment is Declined)', async () => {
    const tx = authorised();
    serve('merchant', tx);
    api.on(
      merchantTransactionActions.capture,
      result({ ...tx, status: 'Declined', responseCode: '05', responseMessage: 'Do not honour' }),
    );
    const { events } = await openAction('Capture', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Capture ORD-1001' });
    await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    await events.click(within(dialog).getByRole('button', { name: 'Capture' }));
    expect(
      await screen.findByText('Capture of 125,50 EUR declined: Do not honour (code 05)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Capture of 125,50 EUR sent')).toBeNull();
  });

  it('tells a void the processor did not do (the status is as it was)', async () => {
    const tx = authorised();
    serve('merchant', tx);
    api.on(
      merchantTransactionActions.void,
      result({ ...tx, responseCode: '51', responseMessage: 'Insufficient funds' }),
    );
    const { events } = await openAction('Void', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Void ORD-1001' });
    await events.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(
      await screen.findByText('The processor did not void ORD-1001: Insufficient funds (code 51)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ORD-1001 voided')).toBeNull();
  });

  describe("when the server says the processor's answer (processor of the result)", () => {
    const answer = (
      outcome: 'Approved' | 'Pending' | 'Declined' | 'Failed',
      code: string,
      message: string,
    ) => ({
      processor: { outcome, responseCode: code, responseMessage: message },
    });

    it('tells a declined void from a failed one', async () => {
      const tx = authorised();
      serve('merchant', tx);
      api.on(merchantTransactionActions.void, {
        ...result({ ...tx, responseCode: '05', responseMessage: 'Do not honour' }),
        ...answer('Declined', '05', 'Do not honour'),
      });
      const { events } = await openAction('Void', merchantAdmin, 'merchant', tx);
      const dialog = await screen.findByRole('dialog', { name: 'Void ORD-1001' });
      await events.click(within(dialog).getByRole('button', { name: 'Void' }));
      expect(
        await screen.findByText('Void of ORD-1001 declined: Do not honour (code 05)'),
      ).toBeInTheDocument();
    });

    it('tells a failed reversal, with what to do', async () => {
      const tx = makeTransaction({ availableActions: ['reversal'] });
      serve('merchant', tx);
      api.on(merchantTransactionActions.reversal, {
        ...result(tx),
        ...answer('Failed', '91', 'Issuer or switch inoperative'),
      });
      const { events } = await openAction('Reversal', merchantAdmin, 'merchant', tx);
      const dialog = await screen.findByRole('dialog');
      await events.click(within(dialog).getByRole('button', { name: 'Reverse' }));
      expect(
        await screen.findByText(
          'Reversal of ORD-1001 failed at the processor: Issuer or switch inoperative (code 91). Nothing changed; you can try again.',
        ),
      ).toBeInTheDocument();
    });

    it('tells a refund the processor accepted to settle later, as done', async () => {
      const tx = makeTransaction();
      serve('merchant', tx);
      api.on(merchantTransactionActions.refund, {
        ...result(
          { ...tx, status: 'Refunded', refundedAmount: tx.amount },
          makeTransaction({
            id: TX_IDS.refund,
            type: 'Refund',
            status: 'Successful',
            parentId: TX_IDS.payment,
          }),
        ),
        ...answer('Pending', '09', 'Request in progress'),
      });
      await refundInFull();
      expect(
        await screen.findByText(
          'Refund of 100,50 EUR accepted; the processor settles it later: Request in progress (code 09)',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('believes an approved answer over the statuses, and a null answer means no processor was called', async () => {
      const tx = makeTransaction();
      serve('merchant', tx);
      api.on(merchantTransactionActions.refund, {
        ...result(tx, makeTransaction({ id: TX_IDS.refund, type: 'Refund', status: 'Successful' })),
        ...answer('Approved', '00', 'Approved'),
      });
      await refundInFull();
      expect(await screen.findByText('Refund of 100,50 EUR sent')).toBeInTheDocument();
    });
  });

  it('says a status check is still pending, with no code when the answer has none', async () => {
    const tx = makeTransaction({
      status: 'Pending',
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['checkStatus'],
    });
    serve('merchant', tx);
    api.on(
      merchantTransactionActions.checkStatus,
      result({ ...tx, responseCode: null, responseMessage: 'Request in progress' }),
    );
    const { events } = await openAction('Check status', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Check the status of ORD-1001' });
    await events.click(within(dialog).getByRole('button', { name: 'Check status' }));
    expect(
      await screen.findByText('ORD-1001 is still pending at the processor: Request in progress'),
    ).toBeInTheDocument();
  });

  it('tells a payout approval the processor declined', async () => {
    const tx = makeTransaction({
      id: TX_IDS.payout,
      externalId: 'PO-1',
      type: 'Payout',
      status: 'WaitingForApproval',
      amount: 6000,
      capturedAmount: 0,
      refundedAmount: 0,
      responseCode: null,
      responseMessage: null,
      availableActions: ['payoutApprove', 'payoutDecline', 'cancelPayout'],
    });
    serve('merchant', tx);
    api.on(
      merchantTransactionActions.payoutApprove,
      result({
        ...tx,
        status: 'Declined',
        responseCode: '05',
        responseMessage: 'Do not honour',
        availableActions: [],
      }),
    );
    const { events } = await openAction('Approve payout', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout PO-1' });
    await events.click(within(dialog).getByRole('button', { name: 'Approve payout' }));
    expect(
      await screen.findByText('Payout PO-1 declined by the processor: Do not honour (code 05)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payout PO-1 approved')).toBeNull();
  });
});

describe('confirmation dialogs', { timeout: 20_000 }, () => {
  it('voids with a reason after a confirmation', async () => {
    const tx = makeTransaction({
      status: 'Approved',
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['capture', 'void'],
    });
    serve('merchant', tx);
    api.on(merchantTransactionActions.void, result({ ...tx, status: 'Voided', availableActions: [] }));
    const { events } = await openAction('Void', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Void ORD-1001' });
    expect(
      within(dialog).getByText(
        'The authorisation of 125,50 EUR will be released. The payment cannot be captured afterwards.',
      ),
    ).toBeInTheDocument();
    await paste(
      events,
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Customer cancelled',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('ORD-1001 voided')).toBeInTheDocument();
    const [call] = api.callsTo(merchantTransactionActions.void);
    expect(call?.path).toBe(`/api/transactions/${TX_IDS.payment}/voids`);
    expect(call?.body).toEqual({ reason: 'Customer cancelled' });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('checks the status with an empty body when no reason is given', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    api.on(merchantTransactionActions.checkStatus, result(tx));
    const { events } = await openAction('Check status');
    const dialog = await screen.findByRole('dialog', { name: 'Check the status of ORD-1001' });
    await events.click(within(dialog).getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Status of ORD-1001 checked: Partially refunded')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionActions.checkStatus)[0]?.body).toEqual({});
  });
});

describe('dispute dialog', { timeout: 20_000 }, () => {
  it('needs a dispute code and sends the amount in minor units', async () => {
    const tx = makeTransaction();
    serve('merchant', tx);
    api.on(merchantTransactions.disputeCodes, [
      { code: '10.4', description: 'Card absent fraud', category: 'Fraud' },
      { code: '13.1', description: 'Merchandise not received', category: 'ConsumerDispute' },
    ]);
    api.on(merchantTransactionActions.dispute, result(tx));
    const { events } = await openAction('Dispute');
    const dialog = await screen.findByRole('dialog', { name: 'Dispute ORD-1001' });
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount (EUR)' });
    expect(amount).toHaveValue('100,50');
    const submit = within(dialog).getByRole('button', { name: 'Open dispute' });
    expect(submit).toBeDisabled();
    const code = within(dialog).getByRole('combobox', { name: 'Dispute code' });
    await waitFor(() => expect(code).toBeEnabled());
    await events.selectOptions(code, '13.1 – Merchandise not received');
    await events.clear(amount);
    await events.type(amount, '40,00');
    await events.click(submit);
    expect(await screen.findByText('Dispute of 40,00 EUR opened')).toBeInTheDocument();
    expect(api.callsTo(merchantTransactionActions.dispute)[0]?.body).toEqual({
      amount: 4000,
      disputeCode: '13.1',
    });
  });
});

describe('decision dialogs', { timeout: 20_000 }, () => {
  it('declines with a reason of status Declined and a comment', async () => {
    const tx = makeTransaction({
      status: 'Pending',
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['decline', 'approve'],
    });
    serve('tenant', tx);
    api.on(getReasons, (call: ApiCall) =>
      call.params.status === 'Declined'
        ? [
            { id: 'suspected-fraud', name: 'Suspected fraud' },
            { id: 'customer-request', name: 'Customer request' },
          ]
        : [{ id: 'verified', name: 'Verified by phone' }],
    );
    api.on(crmTransactionActions.decline, result({ ...tx, status: 'Declined', availableActions: [] }));
    const { events } = await openAction('Decline', tenantAdmin, 'tenant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Decline ORD-1001' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeDisabled();
    await events.selectOptions(reason, 'Suspected fraud');
    await paste(
      events,
      within(dialog).getByRole('textbox', { name: 'Comment (optional)' }),
      'Card reported stolen',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('ORD-1001 declined')).toBeInTheDocument();
    expect(api.callsTo(getReasons)[0]?.params).toEqual({ type: 'transaction', status: 'Declined' });
    const [call] = api.callsTo(crmTransactionActions.decline);
    expect(call?.path).toBe(`/api/crm/transactions/${TX_IDS.payment}/declines`);
    expect(call?.body).toEqual({ reasonId: 'suspected-fraud', comment: 'Card reported stolen' });
  });
});

describe('status change dialog', { timeout: 20_000 }, () => {
  it("requires a decline reason and sends the transaction's tenant", async () => {
    const tx = makeTransaction({
      status: 'Pending',
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['decline', 'approve', 'statusChange'],
    });
    serve('platform', tx);
    api.on(changeTransactionStatus, result({ ...tx, status: 'Declined', availableActions: [] }));
    const { events } = await openAction('Change status', platformAdmin, 'platform', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of ORD-1001' });
    const actionType = within(dialog).getByRole('combobox', { name: 'New status' });
    await events.selectOptions(actionType, 'Decline (Declined)');
    const submit = within(dialog).getByRole('button', { name: 'Change status' });
    expect(submit).toBeDisabled();
    await paste(
      events,
      within(dialog).getByRole('textbox', { name: 'Decline reason' }),
      'Processor timed out',
    );
    await events.click(submit);
    expect(await screen.findByText('Status of ORD-1001 changed to Declined')).toBeInTheDocument();
    const [call] = api.callsTo(changeTransactionStatus);
    expect(call?.method).toBe('PUT');
    expect(call?.path).toBe(`/api/crm/transactions/${TX_IDS.payment}/StatusChange`);
    expect(call?.body).toEqual({ actionType: 'Decline', declineReason: 'Processor timed out' });
    expect(call?.headers.tenantId).toBe(TX_IDS.northwind);
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('does not offer the status the transaction already has', async () => {
    const tx = makeTransaction({ status: 'Failed', responseCode: null, availableActions: ['statusChange'] });
    serve('platform', tx);
    await openAction('Change status', platformAdmin, 'platform', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of ORD-1001' });
    const options = within(within(dialog).getByRole('combobox', { name: 'New status' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose…',
      'Approve (Captured)',
      'Decline (Declined)',
      'Cancel (Cancelled)',
    ]);
  });
});

describe('payout decline from the details', { timeout: 20_000 }, () => {
  const waiting = () =>
    makeTransaction({
      id: TX_IDS.payout,
      externalId: 'PO-1',
      type: 'Payout',
      status: 'WaitingForApproval',
      amount: 5000,
      capturedAmount: 0,
      refundedAmount: 0,
      availableActions: ['payoutApprove', 'payoutDecline', 'cancelPayout'],
    });

  it('declines one payout through the batch call with its reason', async () => {
    const tx = waiting();
    serve('merchant', tx);
    api.on(merchantTransactionActions.payoutDeclinations, {
      results: [{ transactionId: TX_IDS.payout, outcome: 'Done', message: null, status: 'Declined' }],
    });
    const { events } = await openAction('Decline payout', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Decline payout PO-1' });
    const submit = within(dialog).getByRole('button', { name: 'Decline payout' });
    expect(submit).toBeDisabled();
    await paste(events, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Beneficiary unknown');
    await events.click(submit);
    expect(await screen.findByText('Payout PO-1 declined')).toBeInTheDocument();
    const [call] = api.callsTo(merchantTransactionActions.payoutDeclinations);
    expect(call?.body).toEqual({ transactions: [TX_IDS.payout], reason: 'Beneficiary unknown' });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it("shows a refusal of the batch call as the state machine's message", async () => {
    const tx = waiting();
    serve('merchant', tx);
    api.on(merchantTransactionActions.payoutDeclinations, {
      results: [
        {
          transactionId: TX_IDS.payout,
          outcome: 'Refused',
          message: 'Only a payout waiting for approval can be approved, declined or cancelled',
          status: 'Successful',
        },
      ],
    });
    const { events } = await openAction('Decline payout', merchantAdmin, 'merchant', tx);
    const dialog = await screen.findByRole('dialog', { name: 'Decline payout PO-1' });
    await paste(events, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too late');
    await events.click(within(dialog).getByRole('button', { name: 'Decline payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a payout waiting for approval can be approved, declined or cancelled',
    );
  });
});

describe('breadcrumbs', { timeout: 20_000 }, () => {
  it('names the transaction once it is read', async () => {
    const tx = makeTransaction();
    serve('tenant', tx);
    openTransaction(tenantAdmin, 'tenant', tx.id);
    await screen.findByRole('heading', { level: 1, name: 'Transaction ORD-1001' });
    await waitFor(() =>
      expect(readDynamicBreadcrumbs(`/transaction-management/transaction-lookup/${tx.id}`)).toEqual([
        { label: 'Transaction management' },
        { label: 'Transaction lookup', to: '/transaction-management/transaction-lookup' },
        { label: 'Transaction ORD-1001' },
      ]),
    );
  });
});
