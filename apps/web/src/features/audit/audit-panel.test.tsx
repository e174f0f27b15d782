import {
  checkAuditChain,
  exportAuditEvents,
  listAuditEvents,
} from '@paydesk/contracts/audit/audit.endpoints';
import type { AuditChainCheck, AuditEvent } from '@paydesk/contracts/audit/audit.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeConfiguredTimeZone } from '../../lib/dates/time-zones';
import { captureDownloads } from '../../test/capture-downloads';
import { tenantAdmin } from '../../test/fixtures/users';
import { type MockApi, mockApi } from '../../test/mock-api';
import { renderWithUser } from '../../test/render-with-user';
import { AuditPanel } from './audit-panel';

const TENANT = '88888888-8888-4888-8888-888888888888';
const PAYMENT = '55555555-5555-4555-8555-555555555555';

function makeEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: '0190aaaa-0000-7000-8000-000000000001',
    seq: 7,
    tenantId: TENANT,
    merchantId: null,
    occurredAt: '2026-11-20T10:00:05.000Z',
    actor: {
      userId: '11111111-1111-4111-8111-111111111111',
      type: 'tenant',
      email: 'tenant.admin@northwind.test',
      name: 'Oliver Bennett',
      roles: ['Tenant administrator'],
      ip: '192.0.2.1',
      userAgent: 'Firefox',
      requestId: 'req-1',
    },
    action: 'transaction.refund',
    resourceType: 'transaction',
    resourceId: PAYMENT,
    outcome: 'success',
    scaUsed: false,
    reason: 'Returned',
    before: { status: 'Captured', refundedAmount: 0, note: 'old' },
    after: { status: 'Refunded', refundedAmount: 5000, createdTransactionId: 'r-1' },
    hash: 'a'.repeat(64),
    ...overrides,
  };
}

const VERIFIED: AuditChainCheck = {
  valid: true,
  checked: 42,
  chains: [{ tenantId: TENANT, valid: true, checked: 42, firstBrokenSeq: null }],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPanel(search = '') {
  return renderWithUser(
    <>
      <Routes>
        <Route path="/audit" element={<AuditPanel />} />
      </Routes>
      <LocationProbe />
    </>,
    tenantAdmin,
    { route: `/audit${search}`, path: '*' },
  );
}

const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const lastQuery = (api: MockApi) => Object.fromEntries(api.callsTo(listAuditEvents).at(-1)?.query ?? []);

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(listAuditEvents, { count: 1, data: [makeEvent()] });
  api.on(checkAuditChain, VERIFIED);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
});

describe('the audit panel', { timeout: 30_000 }, () => {
  it("lists events newest first in the user's time zone, with who, what and the outcome", async () => {
    storeConfiguredTimeZone('Europe/Istanbul');
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Audit events' });
    await within(table).findByText('transaction.refund');
    // 10:00:05 UTC is 13:00:05 in Istanbul (UTC+3).
    expect(within(table).getByText('20/11/2026 13:00:05')).toBeInTheDocument();
    expect(within(table).getByText('Oliver Bennett')).toBeInTheDocument();
    expect(within(table).getByText('Success')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ pageIndex: '0', pageSize: '20' });
    storeConfiguredTimeZone('UTC');
  });

  it('opens a row to its before/after diff: removed, added, and changed old → new', async () => {
    const view = renderPanel();
    await screen.findByText('transaction.refund');
    await view.events.click(screen.getByRole('button', { name: /Show the changes of transaction.refund/ }));
    const changed = await screen.findByText('status');
    const line = changed.closest('[data-change]') as HTMLElement;
    expect(line.dataset.change).toBe('changed');
    expect(within(line).getByText('Captured').tagName).toBe('DEL');
    expect(within(line).getByText('Refunded').tagName).toBe('INS');
    const removed = screen.getByText('note').closest('[data-change]') as HTMLElement;
    expect(removed.dataset.change).toBe('removed');
    expect(within(removed).getByText('old')).toBeInTheDocument();
    const added = screen.getByText('createdTransactionId').closest('[data-change]') as HTMLElement;
    expect(added.dataset.change).toBe('added');
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(screen.getByText('192.0.2.1 · Firefox')).toBeInTheDocument();
  });

  it('reads its filters from the URL and writes changes back to it, from the first page', async () => {
    const view = renderPanel('?resourceType=transaction&outcome=denied&page=2');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        resourceType: 'transaction',
        outcome: 'denied',
        pageIndex: '2',
        pageSize: '20',
      }),
    );
    await view.events.type(screen.getByRole('textbox', { name: 'Resource id' }), PAYMENT);
    await view.events.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlParams().get('resourceId')).toBe(PAYMENT));
    expect(urlParams().get('page')).toBeNull();
    expect(urlParams().get('outcome')).toBe('denied');
    await waitFor(() => expect(lastQuery(api).resourceId).toBe(PAYMENT));
    await view.events.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await view.events.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(urlParams().get('outcome')).toBe('failed'));
    await view.events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urlParams().toString()).toBe(''));
  });

  it('sends a whole "to" day: the next local midnight', async () => {
    renderPanel('?from=2026-11-01&to=2026-11-20');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 21).toISOString(),
      }),
    );
  });

  it('says the chain is verified, or where it is broken', async () => {
    renderPanel();
    expect(await screen.findByText('Chain verified')).toBeInTheDocument();
    expect(screen.getByText('42 events checked')).toBeInTheDocument();
  });

  it('names the first broken event of a broken chain', async () => {
    api.on(checkAuditChain, {
      valid: false,
      checked: 3,
      chains: [{ tenantId: TENANT, valid: false, checked: 3, firstBrokenSeq: 3 }],
    } satisfies AuditChainCheck);
    renderPanel();
    expect(await screen.findByText('Chain broken at #3')).toBeInTheDocument();
  });

  it('exports the filtered trail as CSV', async () => {
    const downloads = captureDownloads();
    api.on(exportAuditEvents, 'Occurred at (UTC),Tenant\r\n');
    const view = renderPanel('?action=transaction');
    await screen.findByText('transaction.refund');
    await view.events.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.anchors()).toHaveLength(1));
    expect(downloads.anchors()[0]?.download).toBe('audit-trail.csv');
    expect(Object.fromEntries(api.callsTo(exportAuditEvents)[0]?.query ?? [])).toEqual({
      action: 'transaction',
    });
  });

  it('says so when nothing matches', async () => {
    api.on(listAuditEvents, { count: 0, data: [] });
    renderPanel('?actor=nobody');
    expect(await screen.findByText('No audit events match these filters')).toBeInTheDocument();
  });
});
