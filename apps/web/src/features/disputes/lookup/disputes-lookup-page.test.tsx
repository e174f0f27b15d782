import { DISPUTE_MESSAGES } from '@paydesk/contracts/disputes/dispute.model';
import type { Dispute, DisputeDetails } from '@paydesk/contracts/disputes/dispute.schemas';
import {
  acceptDispute,
  decideDispute,
  getDispute,
  listDisputes,
  submitDisputeEvidence,
} from '@paydesk/contracts/disputes/disputes.endpoints';
import { uploadFile } from '@paydesk/contracts/files/files.endpoints';
import { TINY_PDF } from '@paydesk/contracts/files/testing/byte-samples';
import { getActiveCustomers } from '@paydesk/contracts/lookups/lookups.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../../../test/fixtures/lookup-fixtures';
import { makeFileDetails } from '../../../test/fixtures/support-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { DisputesLookupPage } from './disputes-lookup-page';

const DISPUTE_ID = '44444444-4444-4444-8444-444444444444';
const PAYMENT_ID = '55555555-5555-4555-8555-555555555555';
const MERCHANT = '66666666-6666-4666-8666-666666666666';

function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: DISPUTE_ID,
    status: 'Open',
    disputeCode: '13.1',
    reasonText: 'Merchandise/Services Not Received',
    category: 'ConsumerDispute',
    amount: 4000,
    currency: 'EUR',
    transactionId: PAYMENT_ID,
    chargebackId: '77777777-7777-4777-8777-777777777777',
    externalId: 'ACME-1001',
    tenantId: '88888888-8888-4888-8888-888888888888',
    tenantName: 'Northwind',
    merchantId: MERCHANT,
    merchantName: 'Acme Retail Ltd',
    mode: 'Live',
    cardMasked: '411111******1111',
    paymentMethod: 'visa',
    customerEmail: 'jane@example.test',
    openedAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function makeDetails(
  overrides: Partial<DisputeDetails> = {},
  dispute: Partial<Dispute> = {},
): DisputeDetails {
  const payment = makeTransaction({ id: PAYMENT_ID, externalId: 'ACME-1001', hasOpenDispute: true });
  return {
    dispute: makeDispute(dispute),
    openingReason: 'Cardholder says not received',
    payment,
    chargeback: makeTransaction({ type: 'Chargeback', status: 'Pending', parentId: PAYMENT_ID }),
    history: [
      {
        id: DISPUTE_ID,
        action: 'Opened',
        status: 'Open',
        note: 'Cardholder says not received',
        files: [],
        actorEmail: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    availableActions: ['submitEvidence', 'accept'],
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderLookup(search = '') {
  return renderWithUser(
    <>
      <Routes>
        <Route path="/crm/disputes" element={<DisputesLookupPage />} />
      </Routes>
      <LocationProbe />
    </>,
    tenantAdmin,
    { route: `/crm/disputes${search}`, path: '*' },
  );
}

const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastListQuery = (api: MockApi) => Object.fromEntries(api.callsTo(listDisputes).at(-1)?.query ?? []);

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getActiveCustomers, { [MERCHANT]: 'Acme Retail Ltd' });
  api.on(listDisputes, { count: 1, data: [makeDispute()] });
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

describe('disputes lookup', { timeout: 30_000 }, () => {
  it('lists disputes with their code, reason, amount and status', async () => {
    renderLookup();
    const table = await screen.findByRole('table', { name: 'Disputes' });
    await within(table).findByText('ACME-1001');
    expect(within(table).getByText('Merchandise/Services Not Received')).toBeInTheDocument();
    expect(within(table).getByText('Consumer dispute')).toBeInTheDocument();
    expect(within(table).getByText('40,00 EUR')).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
    expect(lastListQuery(api)).toEqual({ PageIndex: '0', PageSize: '20' });
  });

  it('reads its filters from the URL and writes changes back to it', async () => {
    const view = renderLookup('?status=UnderReview&category=Fraud&search=ACME-1001&page=2');
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        status: 'UnderReview',
        category: 'Fraud',
        search: 'ACME-1001',
        PageIndex: '2',
        PageSize: '20',
      }),
    );
    await view.events.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.events.click(screen.getByRole('option', { name: 'Lost' }));
    // A new filter goes back to the first page.
    await waitFor(() => expect(urlParams().get('status')).toBe('Lost'));
    expect(urlParams().get('page')).toBeNull();
    expect(urlParams().get('category')).toBe('Fraud');
    await waitFor(() => expect(lastListQuery(api).status).toBe('Lost'));
    await view.events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urlParams().toString()).toBe(''));
  });

  it('picks the opening days as DD/MM/YYYY, as every date field, and keeps them in the URL as days', async () => {
    renderLookup('?openedFrom=2026-11-02');
    // The portal's date picker (spec §9), not the browser's own mm/dd/yyyy field.
    const fieldOf = async (label: string) =>
      (await screen.findByRole('group', { name: label })).parentElement?.querySelector(
        'input',
      ) as HTMLInputElement;
    expect(await fieldOf('Opened from')).toHaveValue('02/11/2026');
    expect(document.querySelector('input[type="date"]')).toBeNull();
    fireEvent.change(await fieldOf('Opened to'), { target: { value: '21/11/2026' } });
    await waitFor(() => expect(urlParams().get('openedTo')).toBe('2026-11-21'));
    expect(urlParams().get('openedFrom')).toBe('2026-11-02');
  });

  it('opens a dispute beside the list, and submits evidence under an Idempotency-Key', async () => {
    // The server's state: the step changes what the next read answers.
    let current = makeDetails();
    const underReview = makeDetails(
      {
        availableActions: ['decide'],
        history: [
          ...makeDetails().history,
          {
            id: '99999999-9999-4999-8999-999999999999',
            action: 'EvidenceSubmitted',
            status: 'UnderReview',
            note: 'Signed delivery note',
            files: [],
            actorEmail: 'tenant.admin@northwind.test',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
      { status: 'UnderReview' },
    );
    const FILE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    api.on(uploadFile, makeFileDetails(FILE_ID, 'delivery-note.pdf'));
    api.on(getDispute, () => current);
    api.on(submitDisputeEvidence, () => {
      current = underReview;
      return underReview;
    });
    const view = renderLookup();
    await view.events.click(await screen.findByRole('button', { name: 'Open dispute of ACME-1001' }));
    await waitFor(() => expect(urlParams().get('dispute')).toBe(DISPUTE_ID));
    expect(
      await screen.findByText('Cardholder says not received', { selector: 'p, span' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment ACME-1001' })).toHaveAttribute(
      'href',
      `/transaction-management/transaction-lookup/${PAYMENT_ID}`,
    );
    await view.events.click(screen.getByRole('button', { name: 'Submit evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit evidence' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.callsTo(submitDisputeEvidence)).toHaveLength(0);
    await view.events.type(within(dialog).getByLabelText('Evidence'), 'Signed delivery note');
    fireEvent.change(within(dialog).getByLabelText('Choose files'), {
      target: { files: [new File([TINY_PDF], 'delivery-note.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(api.callsTo(uploadFile)).toHaveLength(1));
    expect(api.callsTo(uploadFile)[0]?.query.get('purpose')).toBe('document');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await view.events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit evidence' })).toBeNull());
    const [call] = api.callsTo(submitDisputeEvidence);
    expect(call?.body).toEqual({ text: 'Signed delivery note', fileIds: [FILE_ID] });
    expect(call?.params).toEqual({ id: DISPUTE_ID });
    expect(Object.keys(call?.headers ?? {}).map((h) => h.toLowerCase())).toContain('idempotency-key');
    expect(await screen.findByRole('button', { name: 'Record decision' })).toBeInTheDocument();
    expect(screen.getByText(/Evidence submitted by tenant.admin@northwind.test/)).toBeInTheDocument();
  });

  it('records a decision, and shows a refusal in the dialog when the dispute moved on', async () => {
    api.on(getDispute, makeDetails({ availableActions: ['decide'] }, { status: 'UnderReview' }));
    api.on(decideDispute, errorResponse(409, DISPUTE_MESSAGES.decide, 'DISPUTE_STEP_REFUSED'));
    const view = renderLookup(`?dispute=${DISPUTE_ID}`);
    await view.events.click(await screen.findByRole('button', { name: 'Record decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record decision' });
    await view.events.click(within(dialog).getByLabelText('Lost: the amount goes back to the cardholder'));
    await view.events.type(within(dialog).getByLabelText('Note'), 'Issuer ruled for the cardholder');
    await view.events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(DISPUTE_MESSAGES.decide)).toBeInTheDocument();
    expect(api.callsTo(decideDispute)[0]?.body).toEqual({
      outcome: 'Lost',
      note: 'Issuer ruled for the cardholder',
    });
  });

  it('keeps the Idempotency-Key while the step is in flight, and takes a new one after a refusal', async () => {
    api.on(getDispute, makeDetails({ availableActions: ['decide'] }, { status: 'UnderReview' }));
    const answers = [
      errorResponse(409, 'The same request is still being processed', 'ACTION_IN_FLIGHT'),
      errorResponse(409, DISPUTE_MESSAGES.decide, 'DISPUTE_STEP_REFUSED'),
      errorResponse(409, DISPUTE_MESSAGES.decide, 'DISPUTE_STEP_REFUSED'),
    ];
    api.on(decideDispute, () => answers.shift());
    const view = renderLookup(`?dispute=${DISPUTE_ID}`);
    await view.events.click(await screen.findByRole('button', { name: 'Record decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record decision' });
    const confirm = async (calls: number) => {
      await view.events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(api.callsTo(decideDispute)).toHaveLength(calls));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    };
    await confirm(1);
    expect(await within(dialog).findByText('The same request is still being processed')).toBeInTheDocument();
    await confirm(2);
    expect(await within(dialog).findByText(DISPUTE_MESSAGES.decide)).toBeInTheDocument();
    await confirm(3);
    const keys = api
      .callsTo(decideDispute)
      .map((call) => call.headers['idempotency-key'] ?? call.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('accepts an open dispute', async () => {
    let current = makeDetails();
    api.on(getDispute, () => current);
    api.on(acceptDispute, () => {
      current = makeDetails({ availableActions: [] }, { status: 'Lost' });
      return current;
    });
    const view = renderLookup(`?dispute=${DISPUTE_ID}`);
    await view.events.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo(acceptDispute)).toHaveLength(1));
    expect(api.callsTo(acceptDispute)[0]?.body).toEqual({});
    expect(await screen.findByText(/No step is open/)).toBeInTheDocument();
  });
});
