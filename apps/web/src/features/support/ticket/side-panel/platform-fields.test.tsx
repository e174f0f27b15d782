import { getAssignableUsers } from '@paydesk/contracts/support/support-options.endpoints';
import {
  markBillable,
  markNonBillable,
  setInitialRequestTime,
  setJiraTicket,
  setResolutionTime,
  setResponseTime,
} from '@paydesk/contracts/support/ticket.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeConfiguredTimeZone } from '../../../../lib/dates/time-zones';
import { IDS, makePlatformTicket, pageOf, people } from '../../../../test/fixtures/support-fixtures';
import { platformAdmin, tenantAgent } from '../../../../test/fixtures/users';
import { jsonResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { openTicket } from '../../testing/open-ticket';
import { serveTicket } from '../../testing/serve-ticket';

// The side panel loads these fields lazily, with the date pickers. Loaded once here, first: on the
// busy 2-core CI machine, loading them inside the first test took longer than its waits allow.
beforeAll(async () => {
  await import('./platform-fields');
}, 60_000);

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getAssignableUsers, () => pageOf([people.platform]));
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

/** A date picker's sections, which say whether the field is invalid (aria-invalid). */
function pickerBox(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

/** The text a date picker shows (its input holds the formatted value). */
function pickerInput(label: string): HTMLInputElement {
  return screen.getByRole('group', { name: label }).parentElement!.querySelector('input')!;
}

describe('platform fields (platform staff only)', { timeout: 30_000 }, () => {
  it('marks the work billable, then non-billable', async () => {
    const served = serveTicket(api, 'platform', makePlatformTicket());
    api.on(markBillable, () => served.update({ billable: true }));
    api.on(markNonBillable, () => served.update({ billable: false }));
    const { events } = openTicket(platformAdmin, 'platform', served.ticket());
    await events.click(await screen.findByRole('button', { name: 'Billable' }));
    expect(await screen.findByText('Marked billable')).toBeInTheDocument();
    expect(api.callsTo(markBillable)[0]?.path).toBe(
      `/api/support/${IDS.northwind}/ticket/${IDS.platformTicket}/billable`,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Billable' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await events.click(screen.getByRole('button', { name: 'Non-billable' }));
    expect(await screen.findByText('Marked non-billable')).toBeInTheDocument();
    expect(api.callsTo(markNonBillable)).toHaveLength(1);
  });

  it('saves the Jira ticket', async () => {
    const served = serveTicket(api, 'platform', makePlatformTicket());
    api.on(setJiraTicket, ({ body }) => served.update(body as { jiraTicket: string }));
    const { events } = openTicket(platformAdmin, 'platform', served.ticket());
    const field = await screen.findByRole('textbox', { name: 'Jira ticket' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await events.type(field, ' PAY-1234 ');
    await events.click(save);
    expect(await screen.findByText('Jira ticket saved')).toBeInTheDocument();
    expect(api.callsTo(setJiraTicket)[0]?.body).toEqual({ jiraTicket: 'PAY-1234' });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('saves the service times picked as DD/MM/YYYY HH:mm in the user’s time zone, as UTC instants', async () => {
    storeConfiguredTimeZone('Europe/Istanbul'); // UTC+3
    const served = serveTicket(
      api,
      'platform',
      makePlatformTicket({ resolutionDateTime: '2026-11-20T09:00:00.000Z' }),
    );
    api.on(setInitialRequestTime, ({ body }) => served.update(body as { initialRequestDateTime: string }));
    api.on(setResolutionTime, ({ body }) => served.update(body as { resolutionDateTime: null }));
    const { events } = openTicket(platformAdmin, 'platform', served.ticket());
    await screen.findByRole('group', { name: 'Resolution' });
    expect(pickerInput('Resolution')).toHaveValue('20/11/2026 12:00');
    const save = screen.getByRole('button', { name: 'Save times' });
    expect(save).toBeDisabled();

    fireEvent.change(pickerInput('Initial request'), { target: { value: '21/11/2026 10:30' } });
    fireEvent.change(pickerInput('Resolution'), { target: { value: '' } });
    await events.click(save);
    expect(await screen.findByText('Times saved')).toBeInTheDocument();
    expect(api.callsTo(setInitialRequestTime)[0]?.body).toEqual({
      initialRequestDateTime: '2026-11-21T07:30:00.000Z',
    });
    expect(api.callsTo(setResolutionTime)[0]?.body).toEqual({ resolutionDateTime: null });
  });

  it('keeps Save times disabled while a field holds a half-typed date, and sends nothing', async () => {
    const served = serveTicket(api, 'platform', makePlatformTicket());
    const { events } = openTicket(platformAdmin, 'platform', served.ticket());
    const response = await screen.findByRole('group', { name: 'Response' });
    const save = screen.getByRole('button', { name: 'Save times' });

    // A complete change elsewhere would be saveable…
    fireEvent.change(pickerInput('Initial request'), { target: { value: '21/11/2026 10:30' } });
    await waitFor(() => expect(save).toBeEnabled());
    // …but the Response field only has its day: the picker marks it invalid once left.
    await events.click(within(response).getAllByRole('spinbutton')[0]!);
    await events.keyboard('21');
    await events.tab();
    await waitFor(() => expect(pickerBox('Response')).toHaveAttribute('aria-invalid', 'true'));
    expect(save).toBeDisabled();
    expect(api.callsTo(setInitialRequestTime)).toHaveLength(0);
    expect(api.callsTo(setResponseTime)).toHaveLength(0);
    expect(screen.queryByText('Times saved')).toBeNull();
  });

  it('shows the server’s refusal of a time under its field', async () => {
    const served = serveTicket(api, 'platform', makePlatformTicket());
    api.on(setResponseTime, () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Request validation failed',
            details: [{ field: 'body.responseDateTime', message: 'The response cannot precede the request' }],
          },
        },
        400,
      ),
    );
    const { events } = openTicket(platformAdmin, 'platform', served.ticket());
    await screen.findByRole('group', { name: 'Response' });
    fireEvent.change(pickerInput('Response'), { target: { value: '01/01/2020 10:00' } });
    const save = screen.getByRole('button', { name: 'Save times' });
    await events.click(save);

    const message = await screen.findByText('The response cannot precede the request');
    const field = screen.getByRole('group', { name: 'Response' }).closest('.MuiFormControl-root')!;
    expect(field).toContainElement(message);
    expect(pickerBox('Response')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Times saved')).toBeNull();
    expect(save).toBeDisabled();

    // Changing the time answers the message.
    fireEvent.change(pickerInput('Response'), { target: { value: '01/01/2027 10:00' } });
    await waitFor(() => expect(screen.queryByText('The response cannot precede the request')).toBeNull());
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('are not shown to tenant staff on their own ticket to the platform', async () => {
    serveTicket(api, 'customer', makePlatformTicket());
    openTicket(tenantAgent, 'tenant', makePlatformTicket());
    expect(await screen.findByRole('button', { name: 'Export feed (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Billable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start scoping' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Jira ticket' })).toBeNull();
  });
});
