import { downloadReportFile } from '@paydesk/contracts/files/files.endpoints';
import { markNotificationRead } from '@paydesk/contracts/notifications/notifications.endpoints';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOfferDialog, useOpenOffer } from '../../../lib/offers/offer-dialog-store';
import { browserLocation } from '../../../shell/auth/browser-location';
import { captureDownloads } from '../../../test/capture-downloads';
import { aNotification } from '../../../test/fixtures/notification-fixtures';
import {
  boardingMerchant,
  merchantAdmin,
  merchantSupportUser,
  tenantAdmin,
} from '../../../test/fixtures/users';
import { errorResponse } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { serveNotifications } from '../../../test/serve-notifications';
import { NotificationsBell } from '../panel/notifications-bell';
import { fakeIntersectionObserver } from '../testing/fake-intersection-observer';

const DENIED =
  "You don't have permissions to take this action, please Logout/Login with different credentials";
const PROPOSAL_ID = '11111111-1111-4111-8111-111111111111';
const AGREEMENT_ID = '22222222-2222-4222-8222-222222222222';

/** Which offer dialog is open, as the onboarding dialog host would see it. */
function OfferProbe() {
  const offer = useOpenOffer();
  return <p data-testid="offer">{offer ? `${offer.kind}:${offer.id}` : 'none'}</p>;
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Opens the panel for `user` holding `item`, and clicks the item. */
async function clickItem(item: Notification, user: CurrentUser) {
  const server = serveNotifications([item]);
  fakeIntersectionObserver();
  const view = renderWithUser(
    <>
      <NotificationsBell />
      <OfferProbe />
      <LocationProbe />
    </>,
    user,
  );
  await view.events.click(screen.getByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await view.events.click(await within(panel).findByText(item.title));
  return { ...view, server };
}

const readCalls = (server: ReturnType<typeof serveNotifications>) =>
  server.api.callsTo(markNotificationRead).map((call) => call.params.id);

describe('notification navigation (spec §2)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    closeOfferDialog();
  });

  it('a Proposal opens the View Proposal dialog, and is marked read', async () => {
    const item = aNotification({
      notificationType: 'Proposal',
      title: 'New proposal',
      objectUrl: `/boarding/proposals?proposalId=${PROPOSAL_ID}`,
    });
    const { server } = await clickItem(item, boardingMerchant);
    await waitFor(() => expect(screen.getByTestId('offer')).toHaveTextContent(`proposal:${PROPOSAL_ID}`));
    await waitFor(() => expect(readCalls(server)).toEqual([item.id]));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  });

  it('an Agreement opens the View Agreement dialog, for tenant staff too (CRM.Dashboard.View)', async () => {
    const item = aNotification({
      notificationType: 'Agreement',
      title: 'Agreement accepted',
      objectUrl: `/crm/onboarding/m-1?agreementId=${AGREEMENT_ID}`,
    });
    await clickItem(item, tenantAdmin);
    await waitFor(() => expect(screen.getByTestId('offer')).toHaveTextContent(`agreement:${AGREEMENT_ID}`));
  });

  it('a PreCheckForm goes to its object URL inside the portal', async () => {
    const item = aNotification({
      notificationType: 'PreCheckForm',
      title: 'Pre-check approved',
      objectUrl: '/boarding/precheckform',
    });
    const { server } = await clickItem(item, boardingMerchant);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/boarding/precheckform'));
    expect(screen.getByTestId('offer')).toHaveTextContent('none');
    await waitFor(() => expect(readCalls(server)).toEqual([item.id]));
  });

  it('any other type goes to its object URL, with the router when useRouter', async () => {
    const item = aNotification({
      notificationType: 'Task',
      title: 'Ticket answered',
      objectUrl: '/merchant/support-tickets/t-9',
    });
    await clickItem(item, merchantAdmin);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/merchant/support-tickets/t-9'),
    );
  });

  it('loads the page when useRouter is false, and never runs a javascript: URL', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const item = aNotification({
      notificationType: 'TransactionVelocityAlert',
      title: 'Velocity alert',
      objectUrl: 'https://reports.paydesk.test/alerts/4',
      useRouter: false,
    });
    await clickItem(item, merchantAdmin);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://reports.paydesk.test/alerts/4'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    cleanup();
    vi.unstubAllGlobals();
    const hostile = aNotification({ title: 'Hostile', objectUrl: 'javascript:alert(1)', useRouter: false });
    await clickItem(hostile, merchantAdmin);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Proposal', `/boarding/proposals?proposalId=${PROPOSAL_ID}`],
    ['Agreement', `/boarding/proposals?agreementId=${AGREEMENT_ID}`],
    ['PreCheckForm', '/boarding/precheckform'],
  ] as const)('a %s needs its onboarding key: the permission snackbar otherwise', async (type, objectUrl) => {
    const item = aNotification({ notificationType: type, title: `${type} news`, objectUrl });
    const { server } = await clickItem(item, merchantSupportUser);
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(screen.getByTestId('offer')).toHaveTextContent('none');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(readCalls(server)).toEqual([]);
  });
});

describe('ReportGenerated: downloads through the file service (spec §7)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const csvOf = (name: string) => `report,${name}\n1,2\n`;

  async function download(objectUrl: string) {
    const downloads = captureDownloads();
    const item = aNotification({ notificationType: 'ReportGenerated', title: 'Report ready', objectUrl });
    const server = serveNotifications([item]);
    server.api.on(downloadReportFile, ({ params }) =>
      params.name === 'missing.csv'
        ? errorResponse(404, 'File not found')
        : new Response(csvOf(params.name ?? ''), { headers: { 'content-type': 'text/csv' } }),
    );
    fakeIntersectionObserver();
    const view = renderWithUser(<NotificationsBell />, merchantAdmin);
    await view.events.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await view.events.click(await within(panel).findByText('Report ready'));
    return { downloads, server, item };
  }

  it('one file: that CSV', async () => {
    const { downloads, server } = await download('daily-2026-03-01.csv');
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(await downloads.blobs[0]!.text()).toBe(csvOf('daily-2026-03-01.csv'));
    expect(downloads.anchors()[0]!.download).toBe('daily-2026-03-01.csv');
    expect(server.api.callsTo(downloadReportFile).map((c) => c.path)).toEqual([
      expect.stringMatching(/\/fs\/transaction-daily-report-csv\/file\/daily-2026-03-01\.csv$/),
    ]);
    expect(server.api.callsTo(markNotificationRead)).toHaveLength(1);
  });

  it('several comma-separated files: one zip of the CSVs', async () => {
    const { downloads, item } = await download('daily-a.csv, daily-b.csv');
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const zip = downloads.blobs[0]!;
    expect(zip.type).toBe('application/zip');
    expect(downloads.anchors()[0]!.download).toBe(`reports-${item.created.slice(0, 10)}.zip`);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['daily-a.csv', 'daily-b.csv']);
    expect(strFromU8(files['daily-a.csv']!)).toBe(csvOf('daily-a.csv'));
    expect(strFromU8(files['daily-b.csv']!)).toBe(csvOf('daily-b.csv'));
  });

  it('a file that cannot be had: the error toast, no partial zip', async () => {
    const { downloads } = await download('daily-a.csv,missing.csv');
    expect(await screen.findByText('File not found')).toBeInTheDocument();
    expect(downloads.blobs).toEqual([]);
  });
});
